import type { Browser } from '@playwright/test';
import { test, expect, sessionQuery, type TestServer } from './fixtures.ts';
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import bundledDescriptor from '../../schemas/screens/about-us.json' with { type: 'json' };
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import complaintCorpus from '../../schemas/fixtures/complaints.json' with { type: 'json' };
import type { InsightsReport, VersionInsights } from '../../core/publishing/insights.ts';

// The staff insights page (issue 26 part 7), against the reference server and this build: staff roll a changed
// about-us screen out to half the borrowers (a document no other browser test publishes, so their version numbers
// stay theirs), borrowers open it on their phones, and /staff/insights (open
// without a credential in demo mode) shows the opens of each version side by side, as figures and as charts: opens
// counted by the server as it answers each page its version, the forms' outcomes from the events the pages sent.

const staff = { authorization: 'Bearer demo-staff', 'x-staff-name': 'Browser test', 'content-type': 'application/json' };
const id = 'screens/about-us';
const insightEventPath = '/publishing/insight-event';
const bundledHeading = (bundledDescriptor.nodes[0] as { text: string }).text;
const changedHeading = 'Cash loans, in plain words';
const publishedVersionPath = '/publishing/published-version';

async function staffPost(server: TestServer, action: string, payload: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(`${server.url}/staff/publishing/${action}`, { method: 'POST', headers: staff, body: JSON.stringify(payload) });
  const body = (await answer.json()) as Record<string, unknown>;
  expect(answer.status, JSON.stringify(body)).toBe(200);
  return body;
}

/**
 * A document's figures per version as the server counts them now: the browser tests before these share the server,
 * so a test reads what it adds against this.
 */
async function figures(server: TestServer, documentId: string): Promise<Map<number, VersionInsights>> {
  const answer = await fetch(`${server.url}/staff/insights/data?id=${encodeURIComponent(documentId)}`);
  const report = (await answer.json()) as InsightsReport;
  return new Map((report.documents[0]?.versions ?? []).map((figures) => [figures.version, figures]));
}

async function newBorrowers(server: TestServer, count: number): Promise<string[]> {
  const template = demo.borrowers[0]!.session;
  const queries: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const { rows } = await server.db.query<{ id: number }>('INSERT INTO borrowers (key, name, phone) VALUES ($1, $2, $3) RETURNING id', [`insights-e2e-${n}`, `Insights borrower ${n}`, `0966${String(n).padStart(7, '0')}`]);
    const session = { ...template, sessionId: `insights-e2e-session-${n}`, deviceId: `insights-e2e-device-${n}`, advertisingId: `insights-e2e-adid-${n}` };
    await server.db.query('INSERT INTO sessions (session_id, borrower_id, device_id, app_version, device_name, os_version, advertising_id) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      session.sessionId, rows[0]!.id, session.deviceId, session.appVersion, session.deviceName, session.osVersion, session.advertisingId,
    ]);
    queries.push(new URLSearchParams(session).toString());
  }
  return queries;
}

/** Opens about us as a borrower on a phone of their own; answers the version the page draws, whose open the server counted when it answered. */
async function openAs(browser: Browser, server: TestServer, query: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  try {
    const page = await context.newPage();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(publishedVersionPath));
    await page.goto(`${server.url}${routeTable.basePath}${routeTable.routes.aboutUs.path}?${query}`);
    const version = ((await (await answered).json()) as { data: { version: number } }).data.version;
    // The page draws the version answered (a heading of its own in the published one).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(version === 0 ? bundledHeading : changedHeading);
    return version;
  } finally {
    await context.close();
  }
}

test.describe.serial('The staff insights page', () => {
  test.afterAll(async ({ server }) => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await fetch(`${server.url}/staff/publishing/rollback`, { method: 'POST', headers: staff, body: JSON.stringify({ id, note: 'test cleanup' }) });
      if (answer.status !== 200 || ((await answer.json()) as { version: number }).version === 0) return;
    }
  });

  test('shows each version\'s opens side by side during a 50% rollout, as the server answered the borrowers\' pages', async ({ browser, page, server, problems }) => {
    void problems;
    test.setTimeout(180_000);
    const changed = structuredClone(bundledDescriptor) as typeof bundledDescriptor;
    changed.nodes[0] = { ...changed.nodes[0]!, text: changedHeading } as (typeof changed.nodes)[number];
    const published = await staffPost(server, 'versions', { id, document: changed, note: 'friendlier heading, to half first', rollout: 50 });
    const version = published.version as number;

    const before = await figures(server, id);
    const opens = new Map<number, number>();
    for (const query of await newBorrowers(server, 6)) {
      const drawn = await openAs(browser, server, query);
      opens.set(drawn, (opens.get(drawn) ?? 0) + 1);
    }
    test.info().annotations.push({ type: 'opens', description: JSON.stringify([...opens]) });

    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto(`${server.url}/staff/insights`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog['insights.title']);
    await page.getByLabel(catalog['insights.document']).selectOption(id);
    await expect(page.getByText(catalog['insights.rollout'].replace('{live}', String(version)).replace('{percent}', '50').replace('{base}', '0'))).toBeVisible();
    const table = page.getByRole('table');
    const columns = [catalog['insights.bundled'], catalog['insights.live'].replace('{name}', catalog['insights.version'].replace('{version}', String(version)))];
    const shown = [0, version].filter((drawn) => opens.has(drawn) || before.has(drawn));
    await expect(table.getByRole('columnheader')).toHaveText([catalog['insights.figure'], ...shown.map((drawn) => columns[drawn === 0 ? 0 : 1]!)]);
    const opensRow = table.getByRole('row', { name: new RegExp(`^${catalog['insights.opens']}`) });
    await expect(opensRow.getByRole('cell')).toHaveText(shown.map((drawn) => String((before.get(drawn)?.opens ?? 0) + (opens.get(drawn) ?? 0))));
    await expect(page.getByRole('img', { name: catalog['insights.funnelChart'] })).toBeVisible();
  });

  test('a complaint refused for its description, then sent, shows as a stumble, a submit and a success of the form', async ({ page, server, problems }) => {
    void problems;
    const events: Record<string, string>[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith(insightEventPath)) events.push(Object.fromEntries(new URLSearchParams(request.postData() ?? '')));
    });
    const before = (await figures(server, 'forms/complaint')).get(0);
    const repaymentType = complaintCorpus.problemTypes.find((type) => type.value === '2')!;
    await page.goto(`${server.url}${routeTable.basePath}${routeTable.routes.complaint.path}?${sessionQuery('maria')}&orderId=CP2607190180`);
    await page.getByRole('button', { name: repaymentType.title, exact: true }).click();
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await send.click();
    await expect.poll(() => events.find((event) => event.kind === 'field-errors')).toMatchObject({ id: 'forms/complaint', version: '0', fields: 'problemDetail' });
    const words = 'The repayment I made on Monday is not shown';
    await page.getByRole('textbox', { name: /Description/ }).fill(words);
    await send.click();
    await expect.poll(() => events.map((event) => event.kind)).toEqual(expect.arrayContaining(['field-errors', 'submit', 'success']));
    // Opens are the server's count: the page sends none.
    expect(events.map((event) => event.kind)).not.toContain('open');
    // Names only: nothing the borrower typed left the page in an event.
    expect(JSON.stringify(events)).not.toContain('Monday');

    await page.goto(`${server.url}/staff/insights`);
    await page.getByLabel(catalog['insights.document']).selectOption('forms/complaint');
    const table = page.getByRole('table');
    // One submit and one success more than the complaint tests before this one left; drop-offs are the server test's.
    for (const [figure, value] of [['insights.submits', (before?.submits ?? 0) + 1], ['insights.successes', (before?.successes ?? 0) + 1]] as const) {
      await expect(table.getByRole('row', { name: new RegExp(`^${catalog[figure]} \\d`) }).getByRole('cell')).toHaveText([String(value)]);
    }
    await expect(page.getByRole('img', { name: catalog['insights.fieldsChart'] })).toBeVisible();
  });

  test('asks for the staff credential when the server refuses the figures without it', async ({ page, server }) => {
    await page.route('**/staff/insights/data**', async (route) => {
      const authorized = route.request().headers().authorization === 'Bearer demo-staff';
      if (authorized) return route.continue();
      return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 'UNAUTHORIZED', message: 'staff only' }) });
    });
    await page.goto(`${server.url}/staff/insights`);
    await expect(page.getByText(catalog['insights.tokenHelp'])).toBeVisible();
    await page.getByLabel(catalog['insights.token']).fill('demo-staff');
    await page.getByRole('button', { name: catalog['insights.show'] }).click();
    await expect(page.getByRole('table')).toBeVisible();
  });
});
