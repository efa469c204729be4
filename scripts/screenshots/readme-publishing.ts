import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import playground from '../../schemas/content/playground.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import customerService from '../../schemas/screens/customer-service.json' with { type: 'json' };
import complaintSchema from '../../schemas/forms/complaint/schema.json' with { type: 'json' };
import complaintUiSchema from '../../schemas/forms/complaint/ui-schema.json' with { type: 'json' };

// The README's product-staff pictures (issue 26): Publish in the playground, the insights page during the rollout,
// Roll out and Roll back, taken with Debian's Chromium against a demo server as `npm start` runs it (on a fresh
// database of its own, so the pictures are the same each time). Run after `npm run build`:
//   npx tsx scripts/screenshots/readme-publishing.ts [--dist DIR] [--out docs/screenshots]
// The customer-service page is opened by the two demo borrowers for real; the complaint form's events (refused
// fields, submits, successes) are a sample the script sends through the borrowers' own call, as pages would.

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.resolve(flag('--dist', path.join(root, 'dist')));
const outDir = path.resolve(flag('--out', path.join(root, 'docs/screenshots')));
const staffHeaders = { authorization: 'Bearer demo-staff', 'x-staff-name': 'Ana (product)', 'content-type': 'application/json' };
const maxBytes = 150 * 1024;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startDemoServer(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'readme-screenshots-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts'), '--demo'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    const ready = await fetch(`${url}/readyz`).then((answer) => answer.ok, () => false);
    if (ready) return { url, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('The demo server did not become ready in 2 minutes.');
}

async function staffPost(url: string, action: string, payload: unknown): Promise<void> {
  const answer = await fetch(`${url}/staff/publishing/${action}`, { method: 'POST', headers: staffHeaders, body: JSON.stringify(payload) });
  if (!answer.ok) throw new Error(`${action}: ${answer.status} ${await answer.text()}`);
}

async function sendEvent(url: string, query: string, params: Record<string, string>): Promise<void> {
  const answer = await fetch(`${url}/diving/publishing/insight-event?${query}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(params).toString() });
  const body = (await answer.json()) as { code: unknown };
  if (body.code !== '00') throw new Error(`insight-event refused: ${JSON.stringify(body)}`);
}

async function shoot(page: Page, name: string): Promise<void> {
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  const size = statSync(file).size;
  console.log(`${path.relative(root, file)}: ${Math.round(size / 1024)} KB`);
  if (size > maxBytes) throw new Error(`${file} is ${size} bytes, over ${maxBytes}: make the viewport smaller.`);
}

/** Replaces the editor's whole text, as a paste would. */
async function typeDocument(page: Page, value: unknown): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(`${JSON.stringify(value, null, 2)}\n`);
}

/** The demo borrowers open customer service on their phones, each open a fresh device. */
async function borrowersOpen(browser: Browser, url: string, queries: string[], times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    for (const query of queries) {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
      const page = await context.newPage();
      const sent = page.waitForRequest((request) => request.url().includes('/publishing/insight-event'));
      await page.goto(`${url}/app/customer-service?${query}`);
      await (await sent).response();
      await context.close();
    }
  }
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const server = await startDemoServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const demo = (await (await fetch(`${server.url}/dev/demo`)).json()) as { borrowers: { query: string }[] };
    const queries = demo.borrowers.map((borrower) => borrower.query);
    // A page of this build calls first, so the server knows the build in use that a publish is checked against.
    await borrowersOpen(browser, server.url, queries, 1);

    const page = await browser.newPage({ viewport: { width: 1180, height: 760 } });
    await page.goto(`${server.url}/dev/playground?file=screens/customer-service.json`);
    await page.locator('.cm-content').waitFor();
    const changed = structuredClone(customerService) as { nodes: { text?: string }[] };
    changed.nodes[0]!.text = 'Help and contact';
    await typeDocument(page, changed);
    const panel = page.getByRole('region', { name: playground.publishHeading });
    await panel.getByPlaceholder(playground.staffTokenHint).fill('demo-staff');
    await panel.getByPlaceholder(playground.publishNoteHint).fill('Friendlier heading, to half of borrowers first');
    await panel.getByText('50%', { exact: true }).click();
    await panel.getByRole('button', { name: playground.publish, exact: true }).click();
    await panel.getByRole('status').getByText(/^Published/).waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shoot(page, 'publish');

    // The rollout at work: both borrowers open the page again; the complaint form, also rolling out, gets a sample
    // of what borrowers do with it.
    await borrowersOpen(browser, server.url, queries, 2);
    await staffPost(server.url, 'versions', { id: 'forms/complaint', document: { schema: complaintSchema, uiSchema: complaintUiSchema }, note: 'shorter description hint', rollout: 50 });
    const sample: [number, string, string?][] = [
      ...Array.from({ length: 14 }, () => [0, 'open'] as [number, string]),
      [0, 'field-errors', 'problemDetail'], [0, 'field-errors', 'problemDetail'], [0, 'field-errors', 'problemDetail,problemImages'], [0, 'field-errors', 'problemImages'],
      ...Array.from({ length: 9 }, () => [0, 'submit'] as [number, string]),
      ...Array.from({ length: 7 }, () => [0, 'success'] as [number, string]),
      ...Array.from({ length: 12 }, () => [1, 'open'] as [number, string]),
      [1, 'field-errors', 'problemImages'],
      ...Array.from({ length: 10 }, () => [1, 'submit'] as [number, string]),
      ...Array.from({ length: 9 }, () => [1, 'success'] as [number, string]),
    ];
    for (const [index, [version, kind, fields]] of sample.entries()) {
      await sendEvent(server.url, queries[index % queries.length]!, { id: 'forms/complaint', version: String(version), kind, ...(fields ? { fields } : {}) });
    }

    const insights = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    await insights.goto(`${server.url}/staff/insights`);
    await insights.getByLabel(catalog['insights.document']).selectOption('forms/complaint');
    await insights.getByRole('table').waitFor();
    await insights.getByRole('img', { name: catalog['insights.fieldsChart'] }).waitFor();
    await shoot(insights, 'insights');

    await page.bringToFront();
    await panel.getByText(playground.rolloutAll, { exact: true }).click();
    await panel.getByRole('button', { name: playground.rollOut, exact: true }).click();
    await panel.getByRole('status').getByText(/now goes to every borrower/).waitFor();
    await shoot(page, 'rollout');

    await panel.getByRole('button', { name: playground.rollBack, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: playground.rollBackConfirmYes }).click();
    await panel.getByRole('status').getByText(/^Rolled/).waitFor();
    await shoot(page, 'rollback');
  } finally {
    await browser.close();
    server.child.kill();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
