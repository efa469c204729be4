// The fault matrix (issue 17 part 1): every screen that /dev/demo lists (every served route of schemas/routes.json,
// and the promotion page), each call it makes on opening discovered by opening it, and each of those calls failing in
// each way of tests/e2e/faults.ts. Expected every time: no blank screen and no error but the browser's own line for
// the failed request, a message that is all catalog text, and a retry that shows the real content once the network
// is back. One test per screen walks its calls and faults in one page, reloading between them.
import { requestTimeoutMs } from '../../src/api/request.ts';
import { buildDemoList } from '../../server/http/demo-links.ts';
import promotionCorpus from '../../schemas/fixtures/promotion.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import { expect, test, type Page, type TestServer } from './fixtures.ts';
import { apiCalls, callOf, dropLines, faults, inject, notFromCatalog, schemaCanBreak, type CallSpec, type Fault } from './faults.ts';
import { submitTable, type SubmitDriver } from './fault-submits.ts';
import type { Request, Route } from '@playwright/test';

interface Screen {
  title: string;
  url: string;
}

const demo = buildDemoList();
const enabledPromo = promotionCorpus.templates.find((entry) => entry.enabled)?.template.id;
const screens: Screen[] = [
  ...demo.screens.map(({ route, url }) => ({ title: route, url })),
  ...demo.promo.filter((link) => link.id === enabledPromo).map(({ url }) => ({ title: 'promo', url })),
];

/** The app's own pages, which a screen may fetch to show one inside it (the loan agreement): pages, not calls. */
const pagePaths = new Set(Object.values(routeTable.routes).map((route) => `${routeTable.basePath}${route.path}`));

/** Same-origin requests a page makes by script (fetch, XHR) or to a path of schemas/api (a captcha picture). */
function isCall(request: Request, origin: string): boolean {
  if (!request.url().startsWith(origin)) return false;
  if (pagePaths.has(new URL(request.url()).pathname)) return false;
  return ['fetch', 'xhr'].includes(request.resourceType()) || callOf(request) !== undefined;
}

/** Waits until nothing is on the wire and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** The page's visible lines, as a borrower reads them. */
async function linesOf(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...new Set(text.split('\n').map((line) => line.trim()).filter(Boolean))];
}

/** The texts of what the page says about a failure: alerts and toasts. */
async function messagesOf(page: Page): Promise<string[]> {
  const shown = page.locator('[role="alert"]:visible, .adm-toast-main:visible');
  return (await shown.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

const retryButton = (page: Page) => page.getByRole('button', { name: catalog['common.retry'], exact: true });

/**
 * Lets the client's own time limit pass on the page's clock, until the page says something. A screen sets its timer
 * only once its code has loaded, so the clock may have to jump more than once; after each jump the page gets a moment
 * to say so before the next (which would also run out a toast's time). A silent call never says anything.
 */
async function passTimeLimit(page: Page, said: () => Promise<string[]>, jumps = 4): Promise<void> {
  for (let jump = 0; jump < jumps; jump += 1) {
    await page.clock.fastForward(requestTimeoutMs + 1_000);
    const spoke = await expect
      .poll(async () => (await said()).length, { timeout: 2_000 })
      .toBeGreaterThan(0)
      .then(() => true, () => false);
    if (spoke) return;
  }
}

/** Opens the screen with the call failing in one way, checks what the borrower sees, then retries with it healed. */
async function walkFault(page: Page, server: TestServer, screen: Screen, url: string, call: CallSpec, fault: Fault, baseline: { lines: string[]; messages: string[] }, consoleErrors: string[]): Promise<string> {
  const where = `${screen.title}, ${call.name}, ${fault.name}`;
  // The matrix opens a page far more often than a person could: the server's per-address limits (the promotion
  // page's sids and pictures) are not what it tests.
  await server.db.query('DELETE FROM rate_limit_hits');
  let armed = true;
  let hits = 0;
  let timedOut = false;
  const held: Route[] = [];
  await page.route(
    (address) => address.pathname === call.path,
    async (route) => {
      if (!armed || route.request().method() !== call.method) return route.fallback();
      hits += 1;
      // Once the page has given up on the first, the line stays down: a call the page makes again times out too.
      if (fault.name === 'timeout' && timedOut) return route.abort('timedout');
      const holding = await inject(fault.name, call, route);
      if (holding) held.push(holding);
    },
  );
  const idle = { reached: false };
  await page.goto(url);
  void page.waitForLoadState('networkidle').then(() => (idle.reached = true), () => {});
  await expect.poll(() => hits, `${where}: the call is made`).toBeGreaterThan(0);
  const newMessages = async () => (await messagesOf(page)).filter((text) => !baseline.messages.includes(text));
  if (fault.name === 'timeout') {
    await passTimeLimit(page, newMessages);
    timedOut = true;
    for (const route of held.splice(0)) await route.abort('timedout').catch(() => {});
    // The browser logs an aborted request's failure a moment later: a call the page's loader sent early (no client
    // time limit aborts it) logs it only now, and the line is the one expected below, not one after the retry.
    const expectedLine = fault.browserLine?.(call);
    if (expectedLine) await expect.poll(() => consoleErrors.some(expectedLine), { timeout: 2_000 }).toBe(true).catch(() => {});
  }
  // Until the page says something, or has nothing left to load (a call it does without says nothing).
  await expect.poll(async () => idle.reached || (await newMessages()).length > 0, { intervals: [100], timeout: 20_000 }).toBe(true);
  if ((await newMessages()).length === 0) await settled(page);

  const lines = await linesOf(page);
  expect(lines.length, `${where}: the screen is not blank`).toBeGreaterThan(0);
  const said = await newMessages();
  for (const text of said) expect(notFromCatalog(text), `${where}: the message is the catalog's words, not a raw error: ${text}`).toBe('');
  if (fault.browserLine) dropLines(consoleErrors, fault.browserLine(call));
  expect(consoleErrors, `${where}: nothing logged or thrown but the failed request`).toEqual([]);

  // What the error state hides: the real content the retry must bring back.
  const content = baseline.lines.filter((line) => !lines.includes(line));
  armed = false;
  const retry = retryButton(page);
  let outcome: string;
  if (said.length === 0) {
    // Nothing said and nothing missing: the call is one the screen does without (a tracking call).
    expect(content, `${where}: a silent failure leaves the real content in place`).toEqual([]);
    outcome = 'silent, content kept';
  } else if (await retry.count()) {
    await retry.first().click();
    outcome = `said "${said.join(' / ')}", retried`;
  } else {
    // A screen in its error state offers the way to try again itself; a passing toast leaves the page to reopen.
    expect(await page.locator('[role="alert"]:visible').count(), `${where}: an error state offers '${catalog['common.retry']}'`).toBe(0);
    await page.goto(url);
    outcome = `said "${said.join(' / ')}", reloaded`;
  }
  await expect.poll(() => linesOf(page), `${where}: the retry shows the real content`).toEqual(expect.arrayContaining(content));
  // A toast of the failure may still be fading out.
  await expect.poll(newMessages, `${where}: no error after the retry`).toEqual([]);
  expect(consoleErrors, `${where}: nothing logged after the retry`).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return outcome;
}

for (const screen of screens) {
  test(`${screen.title}: every call it makes on opening, in every fault`, async ({ page, server, problems }) => {
    const url = `${server.url}${screen.url}`;
    // Installed before the first load, so the client's time limit can pass without waiting for it.
    await page.clock.install();
    const made: CallSpec[] = [];
    const unknown: string[] = [];
    const record = (request: Request) => {
      if (!isCall(request, server.url)) return;
      const call = callOf(request);
      if (!call) unknown.push(`${request.method()} ${new URL(request.url()).pathname}`);
      else if (!made.includes(call)) made.push(call);
    };
    page.on('request', record);
    await page.goto(url);
    await settled(page);
    page.off('request', record);
    expect(unknown, `${screen.title} calls only what schemas/api declares`).toEqual([]);
    const baseline = { lines: await linesOf(page), messages: await messagesOf(page) };
    expect(baseline.lines.length, `${screen.title} shows something`).toBeGreaterThan(0);
    expect(problems.consoleErrors).toEqual([]);

    test.setTimeout(30_000 + made.length * faults.length * 12_000);
    for (const call of made) {
      for (const fault of faults) {
        const outcome = await walkFault(page, server, screen, url, call, fault, baseline, problems.consoleErrors);
        test.info().annotations.push({ type: `${call.name} ${fault.name}`, description: outcome });
      }
    }
    test.info().annotations.push({ type: 'calls', description: made.map((call) => call.name).join(', ') || 'none' });
  });
}

test('every screen the matrix opens has an entry in the submit table, and the table names no other', () => {
  expect(Object.keys(submitTable).sort()).toEqual(screens.map((screen) => screen.title).sort());
  for (const entry of Object.values(submitTable)) {
    if ('drivers' in entry) for (const driver of entry.drivers) expect(apiCalls.map((call) => call.name)).toContain(driver.call);
  }
});

/**
 * Types what a borrower would, then sends with the call failing in each way in turn: each time a message in the
 * catalog's words and everything typed still there; then, with the network back, the same tap goes through.
 */
async function walkSubmit(page: Page, server: TestServer, screen: Screen, driver: SubmitDriver, consoleErrors: string[]): Promise<string[]> {
  const call = apiCalls.find((entry) => entry.name === driver.call)!;
  const url = `${server.url}${screen.url}`;
  const kept = await driver.fill(page, server, url);
  await kept();
  const outcomes: string[] = [];
  let fault: Fault | undefined;
  let hits = 0;
  const held: Route[] = [];
  await page.route(
    (address) => address.pathname === call.path,
    async (route) => {
      if (!fault || route.request().method() !== call.method) return route.fallback();
      hits += 1;
      const holding = await inject(fault.name, call, route, { reachServer: false });
      if (holding) held.push(holding);
    },
  );
  const toasts = page.locator('.adm-toast-main:visible');
  const told = async () => [...(await messagesOf(page)), ...((await driver.said?.(page)) ?? [])];
  for (const current of faults) {
    if (current.name === 'schema-violating JSON' && !(await schemaCanBreak(call))) {
      outcomes.push(`${current.name}: none possible, the response schema accepts any data`);
      continue;
    }
    const where = `${screen.title}, ${call.name} on submit, ${current.name}`;
    fault = current;
    hits = 0;
    // The previous failure's toast has gone, so the one read next is this failure's.
    await page.clock.fastForward(5_000);
    await expect(toasts).toHaveCount(0);
    await driver.submit(page);
    await expect.poll(() => hits, `${where}: the submit is sent`).toBeGreaterThan(0);
    if (current.name === 'timeout') {
      // A submit's timer starts with the tap: one jump, then the message may take its code's time to load.
      await passTimeLimit(page, told, 1);
      for (const route of held.splice(0)) await route.abort('timedout').catch(() => {});
    }
    await expect.poll(told, { message: `${where}: the borrower is told`, timeout: 15_000 }).not.toEqual([]);
    const said = await told();
    for (const text of said) expect(notFromCatalog(text), `${where}: the message is the catalog's words, not a raw error: ${text}`).toBe('');
    await kept();
    if (current.browserLine) dropLines(consoleErrors, current.browserLine(call));
    expect(consoleErrors, `${where}: nothing logged or thrown but the failed request`).toEqual([]);
    outcomes.push(`${current.name}: said "${said.join(' / ')}", typed values kept`);
  }
  fault = undefined;
  await page.clock.fastForward(5_000);
  await driver.submit(page);
  await driver.sent(page);
  expect(consoleErrors, `${screen.title}, ${call.name}: nothing logged on the retry`).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return outcomes;
}

for (const screen of screens) {
  const entry = submitTable[screen.title];
  if (!entry || !('drivers' in entry)) continue;
  for (const driver of entry.drivers) {
    test(`${screen.title}: ${driver.call} on submit, in every fault, keeps what was typed`, async ({ page, server, problems }) => {
      test.setTimeout(30_000 + faults.length * 15_000);
      await page.clock.install();
      await server.db.query('DELETE FROM rate_limit_hits');
      try {
        for (const outcome of await walkSubmit(page, server, screen, driver, problems.consoleErrors)) {
          test.info().annotations.push({ type: driver.call, description: outcome });
        }
      } finally {
        await driver.restore?.(server, `${server.url}${screen.url}`);
      }
    });
  }
}
