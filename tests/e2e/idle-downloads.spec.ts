import type { BrowserContext } from '@playwright/test';
import { builtChunks, test, expect, sessionQuery, type Page } from './fixtures.ts';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/complaints.json' with { type: 'json' };
import routeTable from '../../schemas/routes.json' with { type: 'json' };

// Nothing fetched on spec on slow or metered data (issue 27, src/platform/idle-prefetch.ts). On fast data a complaint
// step prefetches while idle the step it moves to (the list the detail), never the form;
// with saveData on, or on a 3G connection, it fetches nothing beyond what it draws, and a step loads when the
// borrower moves to it.

const { basePath, routes } = routeTable;
const answered = corpus.complaints.find((complaint) => complaint.problemId === '900001')!;
const chunkOf = builtChunks();
/** The files of the flow's other steps, by the chunk names the build gives them (src/screens/complaints). */
const otherSteps = (file: string) => ['complaint-next', 'complaint-home', 'complaint-detail', 'SchemaForm'].includes(chunkOf(file) ?? '');

/** Makes the page see `connection` as navigator.connection (Chromium's own says 4g, saveData off). */
async function emulateConnection(context: BrowserContext, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await context.addInitScript({
    content: `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ ...${JSON.stringify(connection)}, addEventListener() {}, removeEventListener() {} }) });`,
  });
}

/** Every script and stylesheet the page requests, as paths. */
function recordScripts(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) files.push(new URL(request.url()).pathname);
  });
  return files;
}

/** Waits for an idle moment of the page's, and 100 ms after it. */
async function idleMoment(page: Page): Promise<void> {
  await page.evaluate('new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 100), { timeout: 2000 }))');
}

/** Waits until the network is quiet and the page has had two idle moments: an idle prefetch has started by then. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (let round = 0; round < 2; round += 1) {
    await idleMoment(page);
    await page.waitForLoadState('networkidle');
  }
}

/** Opens the list and waits until it shows the seeded complaint, the network is quiet and the page has been idle. */
async function openList(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}${basePath}${routes.complaintList.path}?${sessionQuery('maria')}`);
  await expect(page.getByRole('button', { name: new RegExp(answered.detail.split('\n')[0]!) })).toBeVisible();
  await settle(page);
}

for (const [name, connection] of [
  ['saveData on', { effectiveType: '4g', saveData: true }],
  ['a 3G connection', { effectiveType: '3g', saveData: false }],
] as const) {
  test(`with ${name}, the complaint list fetches none of the other steps, and one loads when the borrower opens it`, async ({ page, context, server, problems }) => {
    await emulateConnection(context, connection);
    const scripts = recordScripts(page);
    await openList(page, server.url);
    expect(scripts.filter(otherSteps)).toEqual([]);

    const firstLoad = scripts.length;
    await page.getByRole('button', { name: new RegExp(answered.detail.split('\n')[0]!) }).click();
    await expect(page.getByText(catalog['complaint.detail.processResult'])).toBeVisible();
    expect(scripts.slice(firstLoad).some((file) => chunkOf(file) === 'complaint-detail')).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
  });
}

test('on fast data, a step prefetches while idle only the step it moves to, never the form', async ({ page, context, server }) => {
  await emulateConnection(context, { effectiveType: '4g', saveData: false });
  const scripts = recordScripts(page);
  const fetched = (chunk: string) => scripts.some((file) => chunkOf(file) === chunk && file.endsWith('.js'));
  const steps = ['complaint-home', 'complaint-list', 'complaint-detail', 'complaint-next', 'SchemaForm'];

  // Complaint home moves to the list (My complaints) and to the form: the list only.
  await page.goto(`${server.url}${basePath}${routes.complaint.path}?${sessionQuery('maria')}`);
  await expect(page.getByRole('button', { name: catalog['complaint.openList'] })).toBeVisible();
  await settle(page);
  expect(steps.filter(fetched)).toEqual(['complaint-home', 'complaint-list']);

  // The list moves to a complaint: once the borrower is on it, the detail is fetched ahead.
  await page.getByRole('button', { name: catalog['complaint.openList'] }).click();
  await expect(page.getByRole('button', { name: new RegExp(answered.detail.split('\n')[0]!) })).toBeVisible();
  await expect.poll(() => steps.filter(fetched)).toEqual(['complaint-home', 'complaint-list', 'complaint-detail']);
  // The form step and its SchemaForm chunk would take a page past its 100 KB in all: never fetched on spec.
  await settle(page);
  expect(['complaint-next', 'SchemaForm'].filter(fetched)).toEqual([]);
});

test('on fast data, the complaint list opened directly prefetches the detail, and nothing it cannot move to', async ({ page, context, server }) => {
  await emulateConnection(context, { effectiveType: '4g', saveData: false });
  const scripts = recordScripts(page);
  await openList(page, server.url);
  const fetched = (chunk: string) => scripts.some((file) => chunkOf(file) === chunk && file.endsWith('.js'));
  await expect.poll(() => fetched('complaint-detail')).toBe(true);
  expect(['complaint-home', 'complaint-next', 'SchemaForm'].filter(fetched)).toEqual([]);
});

test("on fast data, the list prefetches the detail only once its own list has come: nothing on spec shares the link with the screen's data", async ({ page, context, server }) => {
  await emulateConnection(context, { effectiveType: '4g', saveData: false });
  const scripts = recordScripts(page);
  const fetched = (chunk: string) => scripts.some((file) => chunkOf(file) === chunk && file.endsWith('.js'));
  let answerList = () => {};
  const held = new Promise<void>((resolve) => (answerList = resolve));
  await page.route('**/user-problem/problem-list**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}${basePath}${routes.complaintList.path}?${sessionQuery('maria')}`);
  // The app has loaded and taken the page over, and the page has been idle again and again, with the list still held.
  await page.waitForLoadState('load');
  await expect(page.locator('[role="status"][aria-busy="true"]')).toBeVisible();
  for (let round = 0; round < 4; round += 1) await idleMoment(page);
  expect(fetched('complaint-list')).toBe(true);
  expect(fetched('complaint-detail')).toBe(false);

  answerList();
  await expect(page.getByRole('button', { name: new RegExp(answered.detail.split('\n')[0]!) })).toBeVisible();
  await expect.poll(() => fetched('complaint-detail')).toBe(true);
});
