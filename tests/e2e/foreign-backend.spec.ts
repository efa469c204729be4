// A backend we did not write (issue 23, part 2). Every screen that /dev/demo lists (every served route, each demo
// order's Loan details, and the promotion page) is opened once as the reference server answers, to learn the calls
// it makes on opening and what it shows; then once per variant of tests/e2e/foreign-answers.ts, with every one of
// those calls answered by the server's real answer transformed the way a backend that follows SPEC.md may answer
// (fields we do not know at every level, codes and amounts written the other way, optional fields left out). The
// screen must show its content, never "We received an answer we could not read", and log nothing.
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import { buildDemoList } from '../../server/http/demo-links.ts';
import promotionCorpus from '../../schemas/fixtures/promotion.json' with { type: 'json' };
import { expect, test, type Page } from './fixtures.ts';
import { callOf, type CallSpec } from './faults.ts';
import { foreignAnswer, shownTexts, variants } from './foreign-answers.ts';
import type { Request } from '@playwright/test';

interface Screen {
  title: string;
  url: string;
}

const demo = buildDemoList();
const enabledPromo = promotionCorpus.templates.find((entry) => entry.enabled)?.template.id;
const screens: Screen[] = [
  ...demo.screens.map(({ route, url }) => ({ title: route, url })),
  ...demo.orders.map(({ key, status, url }) => ({ title: `loanDetailUrl ${status} (${key})`, url })),
  ...demo.promo.filter((link) => link.id === enabledPromo).map(({ url }) => ({ title: 'promo', url })),
];

const unreadable = catalog['error.schema'];

/** The app's own pages, which a screen may fetch to show one inside it: pages, not calls. */
const pagePaths = new Set(Object.values(routeTable.routes).map((route) => `${routeTable.basePath}${route.path}`));

/** A call of schemas/api answered with JSON (not a picture), made by the page's script. */
function jsonCall(request: Request, origin: string): CallSpec | undefined {
  if (!request.url().startsWith(origin) || pagePaths.has(new URL(request.url()).pathname)) return undefined;
  const call = callOf(request);
  return call && !call.contentType ? call : undefined;
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** The page's visible lines, as a borrower reads them. */
async function linesOf(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...new Set(text.split('\n').map((line) => line.trim()).filter(Boolean))];
}

for (const screen of screens) {
  test(`${screen.title}: shows its content when a foreign backend answers its opening calls`, async ({ page, server, problems }) => {
    test.setTimeout(30_000 + variants.length * 20_000);
    const url = `${server.url}${screen.url}`;
    await server.db.query('DELETE FROM rate_limit_hits');

    // As the reference server answers: the calls made on opening, and what the borrower reads.
    const opening = new Map<string, CallSpec>();
    const record = (request: Request) => {
      const call = jsonCall(request, server.url);
      if (call) opening.set(call.name, call);
    };
    page.on('request', record);
    await page.goto(url);
    await settled(page);
    page.off('request', record);
    const baseline = await linesOf(page);
    expect(baseline.join('\n'), `${screen.title} as our server answers`).not.toContain(unreadable);
    test.info().annotations.push({ type: 'opening calls', description: [...opening.keys()].join(', ') || 'none' });
    test.skip(opening.size === 0, 'the screen makes no call on opening');

    for (const variant of variants) {
      const where = `${screen.title}, ${variant.name}`;
      await server.db.query('DELETE FROM rate_limit_hits');
      const sent: unknown[] = [];
      const transformed = new Set<string>();
      await page.route(
        (address) => [...opening.values()].some((call) => call.path === address.pathname),
        async (route) => {
          const call = callOf(route.request());
          if (!call || !opening.has(call.name)) return route.fallback();
          const response = await route.fetch();
          const body = await response.text();
          // The body is read decoded: the headers of its encoding and length no longer fit it.
          const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
          let answer: unknown;
          try {
            answer = JSON.parse(body);
          } catch {
            return route.fulfill({ status: response.status(), headers, body });
          }
          const foreign = foreignAnswer(call.name, answer, variant.transforms);
          if (JSON.stringify(foreign) !== JSON.stringify(answer)) transformed.add(call.name);
          // What the borrower should read; the published-version answer only picks which copy of the page draws.
          if (!call.failsToBundled) sent.push((foreign as { data?: unknown }).data);
          await route.fulfill({ status: response.status(), headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(foreign) });
        },
      );
      await page.goto(url);
      await settled(page);
      const lines = await linesOf(page);
      test.info().annotations.push({ type: variant.name, description: `transformed: ${[...transformed].join(', ') || 'nothing'}` });

      expect(lines.join('\n'), `${where}: never the unreadable-answer state`).not.toContain(unreadable);
      expect(await page.getByRole('button', { name: catalog['common.retry'], exact: true }).count(), `${where}: no error state offering a retry`).toBe(0);
      expect(problems.consoleErrors, `${where}: nothing logged`).toEqual([]);
      if (variant.transforms.includes('optionalAbsent')) {
        // Less may be shown without the optional fields, but what the answer still carries is drawn.
        const carried = shownTexts(sent);
        const shown = carried.filter((text) => lines.some((line) => line.includes(text)));
        if (carried.length > 0) expect(shown, `${where}: the screen shows what the answer carries (${carried.slice(0, 5).join(' / ')})`).not.toEqual([]);
      } else {
        // Extra fields are ignored and '21' reads as 21: the borrower sees exactly what our server's answer shows.
        expect(lines, `${where}: the same content as our server's answer shows`).toEqual(expect.arrayContaining(baseline));
      }
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
}
