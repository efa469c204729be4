import { test, expect, recordSenders, sessionQuery } from './fixtures.ts';
import { routes, appBasePath } from '../../core/routes.ts';
import aboutUs from '../../schemas/screens/about-us.json' with { type: 'json' };
import loanDetailsCall from '../../schemas/api/loan-details/loan-details.json' with { type: 'json' };
import publishedVersion from '../../schemas/api/publishing/published-version.json' with { type: 'json' };

// Each served route's page arrives with its first paint drawn (scripts/prerender.ts), so a borrower on a slow
// network reads it before any JS has loaded; the JS then takes the same markup over.

test.describe('before any JS has run', () => {
  test.use({ javaScriptEnabled: false });

  test('a static screen is there in full, with its title', async ({ page, server }) => {
    await page.goto(`${server.url}${appBasePath}${routes.aboutUs.path}?${sessionQuery()}`);
    await expect(page).toHaveTitle(aboutUs.title);
    await expect(page.getByRole('heading', { level: 1, name: aboutUs.nodes[0]!.text })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  });

  test('a screen whose content comes from a call shows its loading state, not a blank page', async ({ page, server }) => {
    await page.goto(`${server.url}${appBasePath}${routes.customerService.path}?${sessionQuery()}`);
    await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
  });
});

test('the JS takes the drawn markup over rather than drawing it again', async ({ page, server, problems }) => {
  const customerService = routes.customerService;
  // Marks the drawn heading as soon as the HTML is parsed, before the module scripts run: if hydration threw the
  // markup away and drew anew, the mark would be gone.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelector('h1')?.setAttribute('data-drawn-by', 'html');
    });
  });
  await page.goto(`${server.url}${appBasePath}${customerService.path}?${sessionQuery()}`);
  await page.waitForFunction(() => document.readyState === 'complete');
  // Hydrated: React's handlers are attached to the root.
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')))).toBe(true);
  await expect(page.locator('h1[data-drawn-by="html"]')).toHaveText(customerService.title);
  expect(problems.consoleErrors).toEqual([]);
});

test('a page drawn whole (about us) asks only whether a newer copy is published, and downloads no app JS when none is', async ({ page, server, problems }) => {
  const scripts: string[] = [];
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    else if (request.resourceType() === 'fetch') calls.push(pathname);
  });
  const published = page.waitForResponse((response) => new URL(response.url()).pathname === publishedVersion['x-call'].path);
  const opened = await page.goto(`${server.url}${appBasePath}${routes.aboutUs.path}?${sessionQuery()}`);
  const html = await opened!.text();
  expect(((await (await published).json()) as { data: { version: number } }).data.version).toBe(0);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: aboutUs.nodes[0]!.text })).toBeVisible();
  expect(calls).toEqual([publishedVersion['x-call'].path]);
  // No script file at all: the loader is in the page (docs/decisions/017), and the app's files, which it is handed to
  // fetch (data-app-entry, data-preload), it fetches only when a copy is published (the insights test opens about us
  // with one, and sees it drawn).
  expect(html).toMatch(/<script data-loads="[^"]*"[^>]* data-drawn-whole>\S[\s\S]*?<\/script>/);
  const appFiles = [...html.matchAll(/data-(?:app-entry|preload)="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
  expect(appFiles.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(1);
  expect(scripts).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test("a screen's first call is sent by the page's inline loader, not the app, and the screen takes its answer up rather than calling again", async ({ page, server }) => {
  const senders = await recordSenders(page);
  const pageUrl = `${server.url}${appBasePath}${routes.loanDetailUrl.path}?${sessionQuery()}&${routes.loanDetailUrl.demoQuery}`;
  await page.goto(pageUrl);
  await expect(page.locator('[data-order-status]')).toBeVisible();
  const call = loanDetailsCall['x-call'].path;
  const calls = senders.filter(({ url }) => new URL(url).pathname === call);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.sender).toBe(pageUrl);
  // The app's files were requested too, and none of them sent the call.
  expect(senders.some(({ url }) => /^\/assets\/app-[\w-]+\.js$/.test(new URL(url).pathname))).toBe(true);
});
