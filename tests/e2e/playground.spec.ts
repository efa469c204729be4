import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { build } from 'vite';
import { schemasFromCopy } from './stories-from-copy/schemas-from-copy.ts';
import { test, expect, sessionQuery } from './fixtures.ts';
import { startServer } from '../../server/start.ts';
import { checkSchemas } from '../../scripts/check-schemas.ts';
import { checkCompat, readRegistry } from '../../scripts/schema/compat.ts';
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import promotion from '../../schemas/fixtures/promotion.json' with { type: 'json' };
import content from '../../schemas/content/playground.json' with { type: 'json' };

// Issue 18 part 4, the schema playground's proof: a product person's edit adds a field to a form and a row to a
// screen in /dev/playground; the phone previews show both, live, at every size; Save writes JSON only, into a COPY of
// schemas/ (the server's schemas root is that copy: other engineers run tests on the same tree); the app built from
// that copy shows both with no TypeScript changed, and so do the stories drawn from the copy; a bad
// edit is shown at its JSON path and refused by the checks; an edited bank-binding item list reaches the real page.

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const runFile = promisify(execFile);
const { basePath, routes } = routeTable;

let work: string;
let copy: string;
let server: Awaited<ReturnType<typeof startServer>>;
let original: Map<string, string>;

/** Every file under a folder, relative path -> text. */
async function filesUnder(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.set(path.relative(dir, file).split(path.sep).join('/'), await readFile(file, 'utf8'));
  }
  return found;
}

test.beforeAll(async () => {
  // A fresh database and a copy of schemas/: slow on a busy machine.
  test.setTimeout(180_000);
  work = await mkdtemp(path.join(tmpdir(), 'playground-e2e-'));
  copy = path.join(work, 'schemas');
  await cp(path.join(repoRoot, 'schemas'), copy, { recursive: true });
  original = await filesUnder(copy);
  // The playground page comes from the build under test (DIST_DIR); what it saves goes to the copy.
  server = await startServer({ port: 0, dataDir: path.join(work, 'data'), demo: true, schemasRoot: copy });
});
test.afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** The parts of the schema files the edits below touch. */
interface EditedParts {
  properties: Record<string, Record<string, unknown>>;
  'ui:order': string[];
  phone: Record<string, unknown>;
  nodes: { node: string; rows?: unknown[] }[];
}
const json = (rel: string) => JSON.parse(original.get(rel)!) as EditedParts;
/** A file as the playground opens it now (an earlier test may have saved it). */
const current = async (rel: string) => JSON.parse(await readFile(path.join(copy, rel), 'utf8')) as EditedParts;

/** Replaces the editor's whole text as a paste would. */
async function typeDocument(page: Page, value: unknown) {
  const editor = page.locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(`${JSON.stringify(value, null, 2)}\n`);
}

async function openPlayground(page: Page, file: string) {
  await page.goto(`${server.url}/dev/playground?file=${file}`);
  await expect(page.locator('.cm-content')).toContainText('"');
}

/** What Save answered (the previews hold statuses of their own, such as a captcha loading). */
function saveStatus(page: Page) {
  return page.locator('header').getByRole('status');
}

function phones(page: Page) {
  return page.locator('[data-phone]');
}

/** The edits: a field added to the registration form (its schema and its order), a row added to customer service. */
const field = { name: 'referralCode', title: 'Referral code (optional)' };
const row = { title: 'Opening hours', value: 'Mon to Sat, 9:00 to 18:00' };
function editedForm() {
  const schema = json('forms/registration/schema.json');
  schema.properties[field.name] = { type: 'string', title: field.title, maxLength: 12 };
  const uiSchema = json('forms/registration/ui-schema.json');
  uiSchema['ui:order'].push(field.name);
  return { schema, uiSchema };
}
function editedScreen() {
  const descriptor = json('screens/customer-service.json');
  descriptor.nodes.find((node) => node.node === 'detailRows' && node.rows)!.rows!.push(row);
  return descriptor;
}

test('a field and a row added in the playground show on every phone at once, and after save in the app, with JSON changed only', async ({ page, context, problems }) => {
  test.setTimeout(300_000);
  const { schema, uiSchema } = editedForm();
  const descriptor = editedScreen();

  // The form in one playground, the screen in another beside it: both edits live, neither saved yet.
  await openPlayground(page, 'forms/registration/schema.json');
  await typeDocument(page, schema);
  await page.getByLabel(content.pick).selectOption('forms/registration/ui-schema.json');
  await typeDocument(page, uiSchema);
  const screenPage = await context.newPage();
  await openPlayground(screenPage, 'screens/customer-service.json');
  await typeDocument(screenPage, descriptor);

  await expect(phones(page)).toHaveCount(3);
  await expect(phones(screenPage)).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await expect(phones(page).nth(i).getByText(field.title)).toBeVisible();
    await expect(phones(screenPage).nth(i).getByText(row.title)).toBeVisible();
    await expect(phones(screenPage).nth(i).getByText(row.value)).toBeVisible();
  }
  expect(await phones(page).evaluateAll((frames) => frames.map((f) => `${(f as HTMLElement).offsetWidth}x${(f as HTMLElement).offsetHeight}`))).toEqual(['360x640', '360x800', '412x915']);
  await expect(page.getByText(content.noProblems)).toBeVisible();
  await expect(screenPage.getByText(content.noProblems)).toBeVisible();

  // Save: both halves of the form, and the screen; the page names the checks to run.
  await page.getByRole('button', { name: content.save }).click();
  await expect(saveStatus(page)).toContainText('npm run check:compat, npm test');
  await screenPage.getByRole('button', { name: content.save }).click();
  await expect(saveStatus(screenPage)).toContainText('Saved schemas/screens/customer-service.json');

  // What changed in the schemas root is exactly these three JSON files, as typed: no TypeScript, nothing else.
  const after = await filesUnder(copy);
  const changed = [...after.keys()].filter((rel) => after.get(rel) !== original.get(rel)).sort();
  expect(changed).toEqual(['forms/registration/schema.json', 'forms/registration/ui-schema.json', 'screens/customer-service.json']);
  expect(JSON.parse(after.get('forms/registration/schema.json')!)).toEqual(schema);
  expect(JSON.parse(after.get('screens/customer-service.json')!)).toEqual(descriptor);
  // The checks accept the edit as safe.
  expect(checkCompat({ root: work, registry: readRegistry(repoRoot), previous: original }).refusals).toEqual([]);

  // The app, built from the saved copy with the code as it is, shows both.
  const dist = path.join(work, 'dist');
  // Vite's build sets NODE_ENV=production in this process, which would turn every later server of this worker into a
  // production one: it is put back.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ configFile: path.join(repoRoot, 'vite.config.ts'), root: repoRoot, logLevel: 'warn', plugins: [schemasFromCopy(repoRoot, copy)], build: { outDir: dist, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const app = await startServer({ port: 0, dataDir: path.join(work, 'app-data'), demo: true, production: false, distDir: dist });
  try {
    await page.goto(`${app.url}${basePath}${routes.customerService.path}?${sessionQuery('maria')}`);
    await expect(page.getByText(row.title)).toBeVisible();
    await expect(page.getByText(row.value)).toBeVisible();
    await page.goto(`${app.url}/promo/?id=${promotion.templates[0]!.template.id}`);
    await expect(page.getByLabel(field.title)).toBeVisible();
    // The form's rarer widgets (captcha, SMS code) load as it draws them: let them arrive before the server goes.
    await page.waitForLoadState('networkidle');
  } finally {
    await app.close();
  }

  // Storybook: the stories of both files, composed as Storybook composes them, drawn from the saved copy.
  const run = await runFile(process.execPath, [path.join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'tests/e2e/stories-from-copy/vitest.config.ts', '--reporter=json'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', SCHEMAS_COPY: copy, STORY_EXPECTATIONS: JSON.stringify({ rowTitle: row.title, rowValue: row.value, fieldTitle: field.title }) },
  }).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as { numPassedTests: number; numFailedTests: number; testResults: unknown };
  expect({ passed: report.numPassedTests, failed: report.numFailedTests }, JSON.stringify(report.testResults)).toEqual({ passed: 2, failed: 0 });
  // The playground ran under the app's CSP (its editor's styles included), as the fixture checks for every page.
  expect(problems.cspViolations).toEqual([]);
});

test("a field's words added under an allOf show on every phone: rjsf's allOf merge, left out of the form pages, arrives when a form needs it", async ({ page, problems }) => {
  // renderers/stand-ins/rjsf-all-of-merge.ts: without SchemaForm waiting for it, rjsf would warn and draw no part.
  // The merge is held on its way, so that what the phones show while they wait is seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/assets\/shallowAllOfMerge-[\w-]+\.js$/, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  const hint = 'Type the four letters in the picture';
  const schema = { ...json('forms/registration/schema.json'), allOf: [{ properties: { capcode: { description: hint } } }] };
  await openPlayground(page, 'forms/registration/schema.json');
  await expect(phones(page)).toHaveCount(3);
  await expect(phones(page).first().getByLabel('Mobile number')).toBeVisible();
  expect(asked).toEqual([]);
  await typeDocument(page, schema);
  // Each phone's form waits in its place, busy, with the rest of the page there.
  for (let i = 0; i < 3; i++) await expect(phones(page).nth(i).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  expect(asked.length).toBeGreaterThan(0);
  release();
  for (let i = 0; i < 3; i++) {
    await expect(phones(page).nth(i).getByText(hint)).toBeVisible();
    await expect(phones(page).nth(i).getByLabel('Mobile number')).toBeVisible();
  }
  expect(problems.consoleErrors).toEqual([]);
});

test('a bad edit is shown at its JSON path, is not saved, and the checks refuse it', async ({ page }) => {
  const descriptor = editedScreen();
  const at = descriptor.nodes.findIndex((node) => node.node === 'detailRows');
  descriptor.nodes[at]!.node = 'detailRowz';
  await openPlayground(page, 'screens/customer-service.json');
  const before = await readFile(path.join(copy, 'screens/customer-service.json'), 'utf8');
  await typeDocument(page, descriptor);

  const problem = page.locator(`li[data-path="/nodes/${at}/node"]`);
  await expect(problem).toContainText("no node 'detailRowz' in the registry");
  // In the editor: the key "node" of that very node is underlined, on the line that names detailRowz.
  const underlined = page.locator('.cm-lintRange-error');
  await expect(underlined.first()).toHaveText('"node"');
  await expect(page.locator('.cm-line', { has: underlined.first() })).toContainText('"detailRowz"');
  // Every phone says why it cannot draw that node, rather than drawing nothing.
  for (let i = 0; i < 3; i++) await expect(phones(page).nth(i)).toContainText('detailRowz');

  await page.getByRole('button', { name: content.save }).click();
  await expect(saveStatus(page)).toHaveText(content.notSavedWithProblems);
  expect(await readFile(path.join(copy, 'screens/customer-service.json'), 'utf8')).toBe(before);

  // npm test's schema check and npm run check:compat refuse the same edit, at the same path.
  const bad = await mkdtemp(path.join(tmpdir(), 'playground-bad-'));
  try {
    await cp(path.join(repoRoot, 'schemas'), path.join(bad, 'schemas'), { recursive: true });
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(bad, 'schemas/screens/customer-service.json'), JSON.stringify(descriptor));
    const registry = readRegistry(repoRoot);
    expect(checkSchemas({ root: bad, registry })).toContainEqual(expect.objectContaining({ file: 'schemas/screens/customer-service.json', path: `/nodes/${at}/node` }));
    expect(checkCompat({ root: bad, registry, previous: original }).refusals).toContainEqual(expect.objectContaining({ path: `/nodes/${at}/node` }));
  } finally {
    await rm(bad, { recursive: true, force: true });
  }
});

test('other bad edits: invalid JSON, an unknown widget, a form that refuses its fixture answers', async ({ page }) => {
  await openPlayground(page, 'forms/registration/ui-schema.json');
  const uiSchema = await current('forms/registration/ui-schema.json');
  uiSchema.phone['ui:widget'] = 'slider';
  await typeDocument(page, uiSchema);
  await expect(page.locator('li[data-path="/phone/ui:widget"]')).toContainText("no widget 'slider' in the registry");
  await expect(page.locator('.cm-lintRange-error').first()).toHaveText('"ui:widget"');

  await page.getByLabel(content.pick).selectOption('forms/registration/schema.json');
  const schema = await current('forms/registration/schema.json');
  schema.properties.phone!.pattern = '^08[0-9]{9}$';
  await typeDocument(page, schema);
  await expect(page.locator('li[data-path="/properties/phone/pattern"]')).toContainText('no longer validates');

  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(',');
  await expect(page.locator('li[data-path=""]')).toContainText('not valid JSON');
  // CodeMirror marks a syntax error at the end of the text as a point rather than a range.
  await expect(page.locator('.cm-lintRange-error, .cm-lintPoint-error')).not.toHaveCount(0);
});

test('an edited bank-binding item list is applied to the product, and the real page shows it on reload', async ({ page }) => {
  const productId = '101';
  const cardInit = (await (await fetch(`${server.url}/dev/playground/bank-binding?productId=${productId}`)).json()) as { items: Record<string, unknown>[] };
  const item = { cate: 'text', code: 'employerName', inputType: 'text', title: 'Employer name', subtitle: 'Company you work for', cardTypeMi: 0 };
  cardInit.items.push(item);
  await openPlayground(page, `bank-binding/${productId}`);
  await typeDocument(page, cardInit);
  for (let i = 0; i < 3; i++) await expect(phones(page).nth(i).getByText(item.title)).toBeVisible();
  await page.getByRole('button', { name: content.save }).click();
  await expect(saveStatus(page)).toContainText(`product ${productId}`);

  await page.goto(`${server.url}${basePath}${routes.bindBank.path}?${sessionQuery('maria')}&productId=${productId}`);
  await expect(page.getByText(item.title)).toBeVisible();
});
