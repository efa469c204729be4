// Published versions for a visitor with no borrower session (issue 26): the promotion register page asks
// publishing/visitor-version for forms/registration with the sid get-sid gave it, and gets the version of the sid's
// stable bucket; a sid the server does not hold gets the bundled copy, and no other document may be asked for.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { publishVersion, rolloutBucket, setRollout, visitorKey } from '../../server/domain/published-versions.ts';
import schema from '../../schemas/forms/registration/schema.json' with { type: 'json' };
import uiSchema from '../../schemas/forms/registration/ui-schema.json' with { type: 'json' };
import { apiSchemasWith, maria, seededMemoryDb, sessionQuery, testApp, type TestApp } from './support.ts';

const id = 'forms/registration';
let db: Db;
let server: TestApp;

beforeAll(async () => {
  db = await seededMemoryDb();
  server = await testApp(db, { callSources: { schemasDir: await apiSchemasWith(['publishing', 'promotion']) } });
});
afterAll(async () => {
  await server?.cleanup();
  await db?.close();
});

/** `count` sids as get-sid stores them, alive for 30 minutes. */
async function sids(count: number): Promise<string[]> {
  const made = Array.from({ length: count }, () => randomBytes(16).toString('hex'));
  for (const sid of made) await db.query(`INSERT INTO promo_sids (sid, expires_at) VALUES ($1, now() + interval '30 minutes')`, [sid]);
  return made;
}

/** The visitor's call, with no session at all. */
function ask(sid: string, document = id) {
  return server.app.inject({ method: 'GET', url: `/diving/publishing/visitor-version?${new URLSearchParams({ id: document, sid })}` });
}
const versionFor = async (sid: string) => (await ask(sid)).json().data.version as number;

describe('publishing/visitor-version', () => {
  it('answers the bundled copy while nothing is published', async () => {
    const [sid] = await sids(1);
    expect((await ask(sid!)).json()).toEqual({ code: '00', message: 'success', data: { id, version: 0, document: null } });
  });

  it('gives a 50% rollout to a stable share of 20 visitors by their sid, the same version on every call, and all at 100%', async () => {
    const changed = { schema, uiSchema: { ...uiSchema, phone: { ...uiSchema.phone, 'ui:placeholder': '09XX-XXX-XXXX' } } };
    const state = await publishVersion(db, { documentId: id, document: changed, note: 'dashes', percent: 50, publishedBy: 'test' });
    const visitors = await sids(20);
    const first = await Promise.all(visitors.map(versionFor));
    expect(await Promise.all(visitors.map(versionFor))).toEqual(first);
    // The server's own rule, with the sid as the visitor's key.
    expect(first).toEqual(visitors.map((sid) => (rolloutBucket(id, visitorKey(sid)) < 50 ? state.live : 0)));
    const share = first.filter((version) => version === state.live).length;
    expect(share).toBeGreaterThan(2);
    expect(share).toBeLessThan(18);
    const inShare = visitors[first.indexOf(state.live)]!;
    expect((await ask(inShare)).json().data).toEqual({ id, version: state.live, document: changed });

    await setRollout(db, id, 100);
    expect(new Set(await Promise.all(visitors.map(versionFor)))).toEqual(new Set([state.live]));
  });

  it('answers the bundled copy to a sid the server does not hold, made up or expired', async () => {
    expect(await versionFor(randomBytes(16).toString('hex'))).toBe(0);
    const [expired] = await sids(1);
    await db.query(`UPDATE promo_sids SET expires_at = now() - interval '1 minute' WHERE sid = $1`, [expired]);
    expect(await versionFor(expired!)).toBe(0);
  });

  it('serves no other document, and refuses a malformed sid, before the handler runs', async () => {
    const [sid] = await sids(1);
    for (const other of ['forms/complaint', 'screens/customer-service', 'bank-binding/101']) expect((await ask(sid!, other)).statusCode, other).toBe(400);
    expect((await ask('not-a-sid')).statusCode).toBe(400);
  });

  it('leaves the borrower call as it was: a session is still needed there', async () => {
    const [sid] = await sids(1);
    const anonymous = await server.app.inject({ method: 'GET', url: `/diving/publishing/published-version?${new URLSearchParams({ id, sid: sid! })}` });
    expect(anonymous.statusCode).not.toBe(200);
    const borrower = await server.app.inject({ method: 'GET', url: `/diving/publishing/published-version?${sessionQuery(maria.session)}&id=${encodeURIComponent(id)}` });
    expect(borrower.json().data.version).toBeGreaterThan(0);
  });
});
