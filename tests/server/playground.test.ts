// The schema playground's server half (server/http/playground-routes.ts): it reads and saves only the forms and
// screen descriptors under a schemas folder (here a copy, never the repo's), refuses every other path, applies an
// edited bank-binding configuration that the card-init call then answers, and exists only outside production.
import { cp, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cardInitCall from '../../schemas/api/bank-binding/card-init.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/bank-binding.json' with { type: 'json' };
import type { Db } from '../../server/db/database.ts';
import { seedBankBinding } from '../../server/db/seed-bank-binding.ts';
import { apiSchemasWith, maria, repoRoot, seededMemoryDb, sessionQuery, tempDir, testApp, type TestApp } from './support.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
let db: Db;
let demo: TestApp;
let production: TestApp;
let schemasRoot: string;

/** Every file under a folder, relative, sorted: what a refused save must leave as it was. */
async function tree(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = await readFile(file, 'utf8');
  }
  return files;
}

beforeAll(async () => {
  db = await seededMemoryDb();
  schemasRoot = path.join(await tempDir('playground'), 'schemas');
  await cp(path.join(repoRoot, 'schemas'), schemasRoot, { recursive: true });
  const callSources = { schemasDir: await apiSchemasWith(['bank-binding']) };
  demo = await testApp(db, { callSources, schemasRoot });
  production = await testApp(db, { callSources, schemasRoot, production: true });
});
afterAll(async () => {
  await demo?.cleanup();
  await production?.cleanup();
  await db?.close();
  if (schemasRoot) await rm(path.dirname(schemasRoot), { recursive: true, force: true });
});

function save(url: string, payload: Record<string, string>, app = demo) {
  return app.app.inject({ method: 'POST', url, payload: new URLSearchParams(payload).toString(), headers: form });
}

describe('files', () => {
  it('lists every form and screen descriptor of the schemas folder, and the seeded products', async () => {
    const answer = await demo.app.inject({ method: 'GET', url: '/dev/playground/files' });
    const onDisk = Object.keys(await tree(schemasRoot)).filter((file) => /^(forms|screens)\//.test(file)).sort();
    expect(answer.json().files).toEqual(onDisk);
    expect(answer.json().bankBindingProducts).toEqual(corpus.products.map((p) => p.productId).sort());
  });

  it('saves a file into the schemas folder it was given, and reads it back', async () => {
    const rel = 'screens/customer-service.json';
    const edited = JSON.parse(await readFile(path.join(schemasRoot, rel), 'utf8'));
    edited.nodes[1].rows.push({ title: 'Opening hours', value: '9:00-18:00' });
    const text = `${JSON.stringify(edited, null, 2)}\n`;
    const answer = await save('/dev/playground/file', { path: rel, text });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().checkCommands).toEqual(['npm run check:compat', 'npm test']);
    expect(await readFile(path.join(schemasRoot, rel), 'utf8')).toBe(text);
    expect((await demo.app.inject({ method: 'GET', url: `/dev/playground/file?path=${rel}` })).body).toBe(text);
  });

  const refused = [
    '../package.json',
    'forms/../../package.json',
    'screens/../routes.json',
    'screens/..%2Froutes.json',
    '/etc/passwd',
    'api/bank-binding/card-init.json',
    'routes.json',
    'messages/en.json',
    'fixtures/demo.json',
    'forms/complaint/other.json',
    'screens/customer-service.ts',
    'screens\\..\\routes.json',
    'screens/new-screen.json',
  ];
  it.each(refused)('refuses to write %s and changes nothing', async (rel) => {
    const before = await tree(path.dirname(schemasRoot));
    const answer = await save('/dev/playground/file', { path: rel, text: '{}' });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(await tree(path.dirname(schemasRoot))).toEqual(before);
    const read = await demo.app.inject({ method: 'GET', url: `/dev/playground/file?path=${encodeURIComponent(rel)}` });
    expect(read.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('refuses a file that does not parse, and keeps the one saved', async () => {
    const before = await tree(schemasRoot);
    const answer = await save('/dev/playground/file', { path: 'screens/about-us.json', text: '{"id": ' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^not valid JSON/);
    expect(await tree(schemasRoot)).toEqual(before);
  });
});

describe('bank binding', () => {
  const [product] = corpus.products;
  const cardInit = () => demo.app.inject({ method: 'POST', url: `${cardInitCall['x-call'].path}?${sessionQuery(maria.session)}`, payload: `product_id=${product!.productId}`, headers: form });

  it('applies an edited item list, which the card-init call answers next', async () => {
    const edited = structuredClone(product!.cardInit) as { items: Record<string, unknown>[] };
    edited.items.push({ cate: 'text', code: 'employer', inputType: 'text', title: 'Employer', subtitle: 'Company name', cardTypeMi: 0 });
    const answer = await save('/dev/playground/bank-binding', { productId: product!.productId, text: JSON.stringify(edited) });
    expect(answer.statusCode).toBe(200);
    expect((await cardInit()).json().data.items.at(-1).code).toBe('employer');
    await seedBankBinding(db);
  });

  it.each([
    ['an item without a code', (data: { items: Record<string, unknown>[] }) => delete data.items[1]!.code, /\/items\/1/],
    ['an unknown cate', (data: { items: Record<string, unknown>[] }) => (data.items[0]!.cate = 'slider'), /\/items\/0/],
    ['no card types', (data: { cardTypes?: unknown[] }) => (data.cardTypes = []), /\/cardTypes/],
  ])('refuses %s, naming where, and keeps the configuration', async (_name, breakIt, where) => {
    const broken = structuredClone(product!.cardInit) as never;
    breakIt(broken);
    const answer = await save('/dev/playground/bank-binding', { productId: product!.productId, text: JSON.stringify(broken) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(where);
    expect((await cardInit()).json().data).toEqual(product!.cardInit);
  });
});

describe('production', () => {
  it.each(['/dev/playground', '/dev/playground/files', '/dev/playground/file?path=screens/about-us.json', '/dev/playground/bank-binding?productId=101'])('%s is not found', async (url) => {
    expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('saves nothing', async () => {
    const before = await tree(schemasRoot);
    const answer = await save('/dev/playground/file', { path: 'screens/about-us.json', text: '{}' }, production);
    expect(answer.statusCode).toBe(404);
    expect(await tree(schemasRoot)).toEqual(before);
  });
});
