// The crawl (issue 6): every page that /dev/demo lists (every route of schemas/routes.json, every seeded order's
// loan details, every promotion page, and whatever else the list grows to), opened against the reference server
// under its strict CSP. Each page must settle with 0 CSP violations, 0 console or uncaught errors (the `problems`
// fixture) and 0 serious or critical accessibility violations (axe-core), also with each of its pickers open.
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import { seedOnOpen } from '../../scripts/demo-storage.ts';
import { buildDemoList, type DemoList } from '../../server/http/demo-links.ts';
import { expectAccessible } from './axe.ts';
import { expect, test, type Page } from './fixtures.ts';

interface Link {
  title: string;
  url: string;
  /** What a borrower arrives with in localStorage (a screen's demoStorage): the page, not its dead end. */
  localStorage?: Record<string, string>;
}

/** Every entry with a url in every list of /dev/demo: screens, orders, promo and any list added later. */
function linksOf(list: DemoList | Record<string, unknown>): Link[] {
  return Object.values(list)
    .flatMap((entries) => (Array.isArray(entries) ? (entries as unknown[]) : []))
    .filter((entry): entry is Link => typeof (entry as Partial<Link>)?.url === 'string')
    .map(({ title, url, localStorage }) => ({ title: title ?? url, url, ...(localStorage && { localStorage }) }));
}

// The same list the server answers at /dev/demo; the first test checks that the two agree.
const links = linksOf(buildDemoList());

/**
 * Opens each picker of the page in turn (the triggers that announce a dialog popup), checks the page with it open,
 * and closes it again with Cancel. Returns how many were opened.
 */
async function checkEachPicker(page: Page, url: string): Promise<number> {
  const triggers = page.locator('#root button[aria-haspopup="dialog"]:not([disabled])');
  const count = await triggers.count();
  for (let index = 0; index < count; index += 1) {
    const trigger = triggers.nth(index);
    const name = (await trigger.getAttribute('id')) ?? String(index);
    await trigger.click();
    // The picker's code loads on the first tap; its Cancel shows once it is open.
    const cancel = page.locator('.adm-popup:not([style*="display: none"])').getByRole('button', { name: catalog['common.cancel'], exact: true });
    await expect(cancel).toBeVisible();
    await expectAccessible(page, `${url} with the picker of #${name} open`);
    await cancel.click();
    await expect(cancel).toBeHidden();
  }
  return count;
}

/** Waits until the page shows content: no skeleton, nothing loading, something in #root. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('#root')).not.toBeEmpty();
}

test('the crawl opens exactly the pages that /dev/demo lists', async ({ request, server }) => {
  const answer = await request.get(`${server.url}/dev/demo`);
  expect(answer.ok()).toBe(true);
  const listed = linksOf((await answer.json()) as Record<string, unknown>).map((link) => link.url);
  expect(listed.length).toBeGreaterThan(0);
  expect(links.map((link) => link.url).sort()).toEqual(listed.sort());
});

for (const link of links) {
  test(`${link.title}: ${link.url}`, async ({ page, server, problems }) => {
    await seedOnOpen(page.context(), link.localStorage);
    const response = await page.goto(`${server.url}${link.url}`);
    expect(response?.status(), 'status of the page').toBe(200);
    expect(response?.headers()['content-security-policy'], 'the page is served under a CSP').toMatch(/script-src 'self'/);
    await settled(page);
    // Opened with what a borrower arrives with, the page shows what it is for, not its dead end's message.
    if (link.localStorage) await expect(page.locator('#root [role="alert"]')).toHaveCount(0);
    await expectAccessible(page, link.url);
    const pickers = await checkEachPicker(page, link.url);
    test.info().annotations.push({ type: 'pickers opened', description: String(pickers) });
    expect(problems.cspViolations).toEqual([]);
  });
}
