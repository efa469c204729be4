// Published versions (issue 26, server half; server/publishing and the publishing/published-version call): staff
// publish with the staff credential, a borrower's call answers the version of their stable bucket, a rollout and a
// rollback are one action each, every action is audited, and a document that a build in use cannot draw, or that is
// malformed, oversized or hostile, is refused with its file and JSON path.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeBuildManifest } from '../../core/publishing/build-manifest.ts';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/database.ts';
import bankBindingCorpus from '../../schemas/fixtures/bank-binding.json' with { type: 'json' };
import { readRegistry } from '../../scripts/schema/compat.ts';
import { apiSchemasWith, maria, repoRoot, seededMemoryDb, sessionQuery, testApp, type TestApp } from './support.ts';

const staff = { authorization: 'Bearer demo-staff', 'x-staff-name': 'Ana Reyes' };
let db: Db;
let demo: TestApp;

async function bundled(rel: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(path.join(repoRoot, 'schemas', rel), 'utf8')) as Record<string, unknown>;
}

async function registrationForm(): Promise<{ schema: Record<string, unknown>; uiSchema: Record<string, unknown> }> {
  return { schema: await bundled('forms/registration/schema.json'), uiSchema: await bundled('forms/registration/ui-schema.json') };
}

function post(app: TestApp, url: string, payload: unknown, headers: Record<string, string> = staff) {
  return app.app.inject({ method: 'POST', url: `/staff/publishing/${url}`, payload: JSON.stringify(payload), headers: { ...headers, 'content-type': 'application/json' } });
}

function read(id: string, session: Record<string, string> = maria.session, headers: Record<string, string> = {}) {
  return demo.app.inject({ method: 'GET', url: `/diving/publishing/published-version?${sessionQuery(session)}&id=${encodeURIComponent(id)}`, headers });
}

/** `count` borrowers, each with a session of their own, as the seed makes them. */
async function borrowers(count: number, prefix: string): Promise<Record<string, string>[]> {
  const sessions: Record<string, string>[] = [];
  for (let i = 0; i < count; i++) {
    const { rows } = await db.query<{ id: number }>('INSERT INTO borrowers (key, name, phone) VALUES ($1, $2, $3) RETURNING id', [`${prefix}-${i}`, `Borrower ${i}`, `0917${String(i).padStart(7, '0')}`]);
    const session = { ...maria.session, sessionId: `${prefix}-session-${i}` };
    await db.query('INSERT INTO sessions (session_id, borrower_id, device_id, app_version, device_name, os_version, advertising_id) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      session.sessionId, rows[0]!.id, session.deviceId, session.appVersion, session.deviceName, session.osVersion, session.advertisingId,
    ]);
    sessions.push(session);
  }
  return sessions;
}

beforeAll(async () => {
  db = await seededMemoryDb();
  demo = await testApp(db, { callSources: { schemasDir: await apiSchemasWith(['publishing']) } });
  // The build of this checkout, in use: what a publish is checked against from the start.
  const current = await currentBuild();
  await post(demo, 'builds', current);
  await read('screens/about-us', maria.session, { 'x-app-build': current.build });
});

/** The manifest of a build of this checkout, as the build step computes it (scripts/publishing). */
async function currentBuild() {
  const screens = Object.fromEntries(
    await Promise.all(['about-us', 'customer-service', 'loan-confirm'].map(async (name) => [name, await bundled(`screens/${name}.json`)] as const)),
  );
  return computeBuildManifest('0.1.0', readRegistry(repoRoot), screens);
}
afterAll(async () => {
  await demo?.cleanup();
  await db?.close();
});

describe('publish, then a borrower reads it', () => {
  it('answers the bundled copy (version 0) before anything is published', async () => {
    const answer = await read('screens/about-us');
    expect(answer.json()).toMatchObject({ code: '00', data: { id: 'screens/about-us', version: 0, document: null } });
  });

  it('answers the published version to every borrower once it is out to all', async () => {
    const descriptor = await bundled('screens/customer-service.json');
    descriptor.title = 'Help and contact';
    const published = await post(demo, 'versions', { id: 'screens/customer-service', document: descriptor, note: 'clearer title' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ id: 'screens/customer-service', version: 1, base: 0, percent: 100 });
    const answer = await read('screens/customer-service');
    expect(answer.json().data).toEqual({ id: 'screens/customer-service', version: 1, document: descriptor });
  });
});

describe('staged rollout and rollback', () => {
  it('gives a 50% rollout to a stable share of 20 borrowers, and all of them at 100%', async () => {
    const form = await registrationForm();
    const changed = structuredClone(form);
    (changed.uiSchema.phone as Record<string, unknown>)['ui:placeholder'] = '09XX-XXX-XXXX';
    await post(demo, 'versions', { id: 'forms/registration', document: form, note: 'first published copy' });
    const published = await post(demo, 'versions', { id: 'forms/registration', document: changed, note: 'dashes in the placeholder', rollout: 50 });
    expect(published.json()).toEqual({ id: 'forms/registration', version: 2, base: 1, percent: 50 });

    const sessions = await borrowers(20, 'rollout');
    const versionsOf = async () => Promise.all(sessions.map(async (session) => (await read('forms/registration', session)).json().data.version as number));
    const first = await versionsOf();
    // Stable: the same borrower gets the same answer on every call.
    expect(await versionsOf()).toEqual(first);
    expect(await versionsOf()).toEqual(first);
    const share = first.filter((version) => version === 2).length;
    // A share, not everyone nor no one (20 hashed buckets under 50 of 100), and only the two versions in play.
    expect(share).toBeGreaterThan(2);
    expect(share).toBeLessThan(18);
    expect(new Set(first)).toEqual(new Set([1, 2]));

    // Raising the share only adds borrowers: everyone who had version 2 keeps it.
    await post(demo, 'rollout', { id: 'forms/registration', percent: 80 });
    const wider = await versionsOf();
    first.forEach((version, i) => version === 2 && expect(wider[i]).toBe(2));
    expect(wider.filter((version) => version === 2).length).toBeGreaterThanOrEqual(share);

    const all = await post(demo, 'rollout', { id: 'forms/registration', percent: 'all' });
    expect(all.json()).toMatchObject({ version: 2, percent: 100 });
    expect(new Set(await versionsOf())).toEqual(new Set([2]));
  });

  it('rolls back to the previous version in one action, then to the bundled copy', async () => {
    const back = await post(demo, 'rollback', { id: 'forms/registration', note: 'placeholder confused people' });
    expect(back.json()).toMatchObject({ id: 'forms/registration', from: 2, version: 1 });
    expect((await read('forms/registration')).json().data.version).toBe(1);
    await post(demo, 'rollback', { id: 'forms/registration' });
    expect((await read('forms/registration')).json().data).toEqual({ id: 'forms/registration', version: 0, document: null });
    const nothing = await post(demo, 'rollback', { id: 'forms/registration' });
    expect(nothing.statusCode).toBe(409);
    // Versions are never lost: both stay listed after the rollbacks.
    const listed = await demo.app.inject({ method: 'GET', url: '/staff/publishing/versions?id=forms/registration', headers: staff });
    expect(listed.json()).toMatchObject({ live: 0, versions: [{ version: 1 }, { version: 2, note: 'dashes in the placeholder', publishedBy: 'Ana Reyes' }] });
  });

  it('writes every action to the audit log: who, when, what and why', async () => {
    const answer = await demo.app.inject({ method: 'GET', url: '/staff/publishing/audit?id=forms/registration', headers: staff });
    const entries = answer.json().entries as { action: string; actor: string; credential: string; note: string; version: number | null; outcome: string; at: string }[];
    expect(entries.map((entry) => entry.action)).toEqual(['rollback', 'rollback', 'rollback', 'rollout', 'rollout', 'publish', 'publish']);
    expect(entries[3]).toMatchObject({ percent: 100, note: 'rolled out to all' });
    expect(entries[4]).toMatchObject({ percent: 80, note: 'rolled out to 80%' });
    expect(entries[6]).toMatchObject({ actor: 'Ana Reyes', credential: 'demo-staff', note: 'first published copy', version: 1, outcome: 'done' });
    expect(entries[2]).toMatchObject({ note: 'placeholder confused people', version: 1, outcome: 'done' });
    expect(entries[0]!.outcome).toMatch(/^refused: .*nothing to roll back/);
    expect(Date.now() - Date.parse(entries[0]!.at)).toBeLessThan(60_000);
  });
});

describe('the staff credential', () => {
  it('comes from STAFF_TOKEN, which has no default and must be long enough', () => {
    expect(loadConfig({}).staffToken).toBeUndefined();
    expect(loadConfig({ STAFF_TOKEN: 'a-long-enough-staff-token' }).staffToken).toBe('a-long-enough-staff-token');
    expect(() => loadConfig({ STAFF_TOKEN: 'short' })).toThrow(/STAFF_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ STAFF_TOKEN: ' ' })).toThrow(/STAFF_TOKEN is set but empty/);
  });

  it('refuses a missing or wrong token, and a borrower session', async () => {
    const document = await bundled('screens/about-us.json');
    const attempts = [
      await post(demo, 'versions', { id: 'screens/about-us', document, note: 'x' }, {}),
      await post(demo, 'versions', { id: 'screens/about-us', document, note: 'x' }, { authorization: 'Bearer demo-staf' }),
      await post(demo, 'versions', { id: 'screens/about-us', document, note: 'x' }, { authorization: `Bearer ${maria.session.sessionId}` }),
    ];
    expect(attempts.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
    const staffOnly = await demo.app.inject({ method: 'GET', url: `/staff/publishing/versions?${sessionQuery()}&id=screens/about-us` });
    expect(staffOnly.statusCode).toBe(401);
    expect((await read('screens/about-us')).json().data.version).toBe(0);
  });

  it('refuses every staff action in production without STAFF_TOKEN, and takes STAFF_TOKEN when set', async () => {
    const callSources = { schemasDir: await apiSchemasWith(['publishing']) };
    const off = await testApp(db, { callSources, demo: false, production: true });
    const on = await testApp(db, { callSources, demo: false, production: true, staffToken: 'release-pipeline-token' });
    try {
      const document = await bundled('screens/about-us.json');
      const refused = await post(off, 'versions', { id: 'screens/about-us', document, note: 'x' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/STAFF_TOKEN/);
      expect((await post(on, 'versions', { id: 'screens/about-us', document, note: 'x' })).statusCode).toBe(401);
      const done = await post(on, 'versions', { id: 'screens/about-us', document, note: 'from the pipeline' }, { authorization: 'Bearer release-pipeline-token' });
      expect(done.statusCode).toBe(200);
      const audit = await on.app.inject({ method: 'GET', url: '/staff/publishing/audit?id=screens/about-us&limit=1', headers: { authorization: 'Bearer release-pipeline-token' } });
      expect(audit.json().entries[0]).toMatchObject({ actor: 'STAFF_TOKEN', credential: 'STAFF_TOKEN', note: 'from the pipeline' });
    } finally {
      await off.cleanup();
      await on.cleanup();
      await post(demo, 'rollback', { id: 'screens/about-us' });
    }
  });
});

describe('only what the builds in use can draw', () => {
  it('refuses a form naming a widget that a recently seen build lacks, with file, JSON path and build', async () => {
    const registry = readRegistry(repoRoot);
    const old = computeBuildManifest('0.0.9', { ...registry, widgets: registry.widgets.filter((widget) => widget !== 'smsCode') }, {});
    expect((await post(demo, 'builds', old)).json()).toEqual({ build: old.build });
    // Registered but not yet seen: it does not hold a publish back.
    const form = await registrationForm();
    const before = await post(demo, 'versions', { id: 'forms/registration', document: form, note: 'before the old build calls' });
    expect(before.statusCode).toBe(200);
    // A page of that build calls.
    await read('screens/about-us', maria.session, { 'x-app-build': old.build });
    const refused = await post(demo, 'versions', { id: 'forms/registration', document: form, note: 'after it called' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problems).toEqual([
      expect.objectContaining({ file: 'schemas/forms/registration/ui-schema.json', path: '/smsCode/ui:widget', build: old.build }),
    ]);
    expect(refused.json().lines[0]).toMatch(
      new RegExp(`^schemas/forms/registration/ui-schema\\.json#/smsCode/ui:widget: no widget 'smsCode' in the registry .*build ${old.build.replace(/[.+]/g, '\\$&')}`),
    );
    // What the old build draws still goes out.
    const withoutSms = structuredClone(form);
    delete (withoutSms.uiSchema.smsCode as Record<string, unknown>)['ui:widget'];
    expect((await post(demo, 'versions', { id: 'forms/registration', document: withoutSms, note: 'plain text field for old builds' })).statusCode).toBe(200);
  });

  it("refuses a screen that runs an action its build's screen does not inject", async () => {
    const registry = readRegistry(repoRoot);
    const descriptor = await bundled('screens/loan-confirm.json');
    const manifest = computeBuildManifest('0.0.8', registry, { 'loan-confirm': descriptor });
    await post(demo, 'builds', manifest);
    await read('screens/about-us', maria.session, { 'x-app-build': manifest.build });
    const changed = JSON.stringify(descriptor).replace(/"action":"([a-zA-Z]+)"/, '"action":"launchRocket"');
    expect(changed).toContain('launchRocket');
    const refused = await post(demo, 'versions', { id: 'screens/loan-confirm', document: JSON.parse(changed), note: 'new action' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().lines.join('\n')).toMatch(/^schemas\/screens\/loan-confirm\.json#\/.*\/action: no action 'launchRocket' in this screen/m);
  });
});

describe("a product's bank-binding items", () => {
  it('publishes items the card-init contract and adapter accept, and refuses others at their path', async () => {
    const product = bankBindingCorpus.products[0]!;
    const items = structuredClone(product.cardInit) as { items: Record<string, unknown>[] };
    items.items[0]!.title = 'Your bank';
    const id = `bank-binding/${product.productId}`;
    expect((await post(demo, 'versions', { id, document: items, note: 'shorter title' })).json()).toMatchObject({ id, version: 1 });
    expect((await read(id)).json().data).toEqual({ id, version: 1, document: items });

    const broken = structuredClone(items);
    delete broken.items[0]!.code;
    const refused = await post(demo, 'versions', { id, document: broken, note: 'broken' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().lines[0]).toMatch(new RegExp(`^bank_binding_config/${product.productId}#/items/0`));
    expect((await post(demo, 'versions', { id: 'bank-binding/999999', document: items, note: 'no such product' })).statusCode).toBe(404);
  });
});

describe('bad documents', () => {
  const aboutUs = JSON.parse(readFileSync(path.join(repoRoot, 'schemas/screens/about-us.json'), 'utf8')) as { nodes: Record<string, unknown>[] };
  const customerService = JSON.parse(readFileSync(path.join(repoRoot, 'schemas/screens/customer-service.json'), 'utf8')) as { nodes: Record<string, unknown>[] };
  const cases: [string, string, unknown, RegExp][] = [
    ['an unknown node', 'screens/about-us', { ...aboutUs, nodes: [{ ...aboutUs.nodes[0], node: 'marquee' }] }, /^schemas\/screens\/about-us\.json#\/nodes\/0(\/node)?: /],
    ['a form that is not {schema, uiSchema}', 'forms/complaint', { type: 'object' }, /^schemas\/forms\/complaint#: a published form is/],
    ['a keyword the registry does not draw', 'forms/complaint', { schema: { type: 'object', patternProperties: {} }, uiSchema: {} }, /^schemas\/forms\/complaint\/schema\.json#\/patternProperties: keyword "patternProperties"/],
    ['a binding of rows that is not a JSON Pointer', 'screens/customer-service', { ...customerService, nodes: [customerService.nodes[0], { node: 'detailRows', rowsFrom: { $bind: 'smWa' } }] }, /^schemas\/screens\/customer-service\.json#\/nodes\/1\/rowsFrom\/\$bind: /],
    ['a prototype key', 'screens/about-us', JSON.parse('{"title":"About","nodes":[{"__proto__":{"node":"x"}}]}'), /^schemas\/screens\/about-us\.json#\/nodes\/0\/__proto__: a key named '__proto__' is refused/],
    ['a document nested too deep', 'screens/about-us', { title: 'About', nodes: [JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`)] }, /^schemas\/screens\/about-us\.json#\/nodes\/0(\/a)+: nested deeper than 32 levels/],
    ['an oversized document', 'screens/about-us', { title: 'About', nodes: Array.from({ length: 40 }, () => ({ node: 'notice', text: 'x'.repeat(8000) })) }, /^screens\/about-us#: \d+ bytes, over the 262144-byte limit/],
  ];
  it.each(cases)('refuses %s with its path', async (_name, id, document, expected) => {
    const before = (await read(id)).json().data.version;
    const answer = await post(demo, 'versions', { id, document, note: 'hostile' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().lines[0]).toMatch(expected);
    expect((await read(id)).json().data.version).toBe(before);
  });

  it('refuses a body that is not JSON, an unknown document and a missing note', async () => {
    const notJson = await demo.app.inject({ method: 'POST', url: '/staff/publishing/versions', payload: '{"id":', headers: { ...staff, 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
    expect((await post(demo, 'versions', { id: 'screens/no-such-screen', document: {}, note: 'x' })).statusCode).toBe(404);
    expect((await post(demo, 'versions', { id: '../../etc/passwd', document: {}, note: 'x' })).statusCode).toBe(400);
    expect((await post(demo, 'versions', { id: 'screens/about-us', document: {} })).json().message).toMatch(/^note:/);
  });
});
