// Fails safe (issue 26, server half; publishing/draw-failure and server/domain/published-draw-failures.ts): a page whose
// published version threw while drawing reports it; the server counts each borrower once per id and version, only
// for the live version that borrower is given, and when the count reaches PUBLISHED_FAILURE_ROLLBACK_AT it rolls the
// version back by itself, writing who ("server") and why in the audit log.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeBuildManifest } from '../../core/publishing/build-manifest.ts';
import { readRegistry } from '../../scripts/schema/compat.ts';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/database.ts';
import { rolloutBucket } from '../../server/domain/published-versions.ts';
import { currentFailureRollbackAt, defaultFailureRollbackAt, setFailureRollbackAt } from '../../server/domain/published-draw-failures.ts';
import { apiSchemasWith, maria, repoRoot, seededMemoryDb, sessionQuery, testApp, type TestApp } from './support.ts';

const staff = { authorization: 'Bearer demo-staff', 'x-staff-name': 'Ana Reyes' };
const threshold = 3;
let db: Db;
let demo: TestApp;

async function bundled(rel: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(path.join(repoRoot, 'schemas', rel), 'utf8')) as Record<string, unknown>;
}

function staffPost(url: string, payload: unknown) {
  return demo.app.inject({ method: 'POST', url: `/staff/publishing/${url}`, payload: JSON.stringify(payload), headers: { ...staff, 'content-type': 'application/json' } });
}

async function publish(id: string, title: string, rollout: number | 'all' = 'all'): Promise<number> {
  const descriptor = await bundled(`${id}.json`);
  descriptor.title = title;
  const answer = await staffPost('versions', { id, document: descriptor, note: title, rollout });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().version as number;
}

function read(id: string, session: Record<string, string>) {
  return demo.app.inject({ method: 'GET', url: `/diving/publishing/published-version?${sessionQuery(session)}&id=${encodeURIComponent(id)}` });
}

function report(session: Record<string, string>, params: Record<string, string>) {
  return demo.app.inject({
    method: 'POST',
    url: `/diving/publishing/draw-failure?${sessionQuery(session)}`,
    payload: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function reportOf(session: Record<string, string>, id: string, version: number) {
  const answer = await report(session, { id, version: String(version) });
  expect(answer.json().code).toBe('00');
  return answer.json().data as { counted: boolean; rolledBack: boolean };
}

async function auditOf(id: string) {
  const answer = await demo.app.inject({ method: 'GET', url: `/staff/publishing/audit?id=${encodeURIComponent(id)}`, headers: staff });
  return answer.json().entries as { actor: string; credential: string; action: string; version: number | null; note: string; outcome: string }[];
}

/** `count` borrowers, each with a session of their own, with their ids (what their rollout bucket is keyed by). */
async function borrowers(count: number, prefix: string): Promise<{ id: number; session: Record<string, string> }[]> {
  const made: { id: number; session: Record<string, string> }[] = [];
  for (let i = 0; i < count; i++) {
    const { rows } = await db.query<{ id: number }>('INSERT INTO borrowers (key, name, phone) VALUES ($1, $2, $3) RETURNING id', [`${prefix}-${i}`, `Borrower ${i}`, `0918${String(i).padStart(7, '0')}`]);
    const session = { ...maria.session, sessionId: `${prefix}-session-${i}` };
    await db.query('INSERT INTO sessions (session_id, borrower_id, device_id, app_version, device_name, os_version, advertising_id) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      session.sessionId, rows[0]!.id, session.deviceId, session.appVersion, session.deviceName, session.osVersion, session.advertisingId,
    ]);
    made.push({ id: rows[0]!.id, session });
  }
  return made;
}

beforeAll(async () => {
  db = await seededMemoryDb();
  demo = await testApp(db, { callSources: { schemasDir: await apiSchemasWith(['publishing']) } });
  const screens = Object.fromEntries(
    await Promise.all(['about-us', 'customer-service', 'loan-confirm'].map(async (name) => [name, await bundled(`screens/${name}.json`)] as const)),
  );
  const build = computeBuildManifest('0.1.0', readRegistry(repoRoot), screens);
  await staffPost('builds', build);
  // A page of that build calls, so it is a build in use: what a publish is checked against.
  await demo.app.inject({ method: 'GET', url: `/diving/publishing/published-version?${sessionQuery()}&id=screens/about-us`, headers: { 'x-app-build': build.build } });
  setFailureRollbackAt(threshold);
});

afterAll(async () => {
  setFailureRollbackAt(defaultFailureRollbackAt);
  await demo?.cleanup();
  await db?.close();
});

describe('reports of a version that failed to draw', () => {
  const id = 'screens/about-us';
  let people: { id: number; session: Record<string, string> }[];
  let previous: number;
  let broken: number;

  beforeAll(async () => {
    people = await borrowers(6, 'failures');
    previous = await publish(id, 'About us, first published');
    broken = await publish(id, 'About us, the broken one');
  });

  it('keeps the version while fewer borrowers than the threshold report it, counting a borrower once', async () => {
    expect(await reportOf(people[0]!.session, id, broken)).toEqual({ counted: true, rolledBack: false });
    expect(await reportOf(people[1]!.session, id, broken)).toEqual({ counted: true, rolledBack: false });
    // The same borrower again (a reload, a retry): not a third borrower, so still under the threshold of 3.
    expect(await reportOf(people[0]!.session, id, broken)).toEqual({ counted: false, rolledBack: false });
    expect(await reportOf(people[1]!.session, id, broken)).toEqual({ counted: false, rolledBack: false });
    expect((await read(id, people[2]!.session)).json().data.version).toBe(broken);
    expect((await auditOf(id)).filter((entry) => entry.actor === 'server')).toEqual([]);
  });

  it('rolls the version back by itself when the threshold is reached, and writes who and why in the audit log', async () => {
    expect(await reportOf(people[2]!.session, id, broken)).toEqual({ counted: true, rolledBack: true });
    // Every borrower now gets the previous version, at once.
    for (const person of people) expect((await read(id, person.session)).json().data.version).toBe(previous);
    const [latest] = await auditOf(id);
    expect(latest).toMatchObject({ actor: 'server', action: 'rollback', version: previous, outcome: 'done' });
    expect(latest!.note).toContain(`3 borrowers reported that version ${broken} failed to draw`);
    expect(latest!.note).toContain('PUBLISHED_FAILURE_ROLLBACK_AT = 3');
  });

  it('changes nothing for a version that is no longer live', async () => {
    const before = await auditOf(id);
    for (const person of people.slice(3)) expect(await reportOf(person.session, id, broken)).toEqual({ counted: false, rolledBack: false });
    // Nor for one that never was, nor one a document does not have.
    expect(await reportOf(people[3]!.session, id, broken + 7)).toEqual({ counted: false, rolledBack: false });
    expect(await reportOf(people[3]!.session, 'screens/customer-service', 1)).toEqual({ counted: false, rolledBack: false });
    expect((await read(id, people[0]!.session)).json().data.version).toBe(previous);
    expect(await auditOf(id)).toEqual(before);
    const { rows } = await db.query<{ count: string | number }>('SELECT count(*) AS count FROM published_draw_failures WHERE document_id = $1 AND version = $2', [id, broken]);
    expect(Number(rows[0]!.count)).toBe(threshold);
  });

  it('counts a borrower only for the version they are given: one outside a rollout share cannot help roll it back', async () => {
    const shared = 'screens/loan-confirm';
    const version = await publish(shared, 'Loan confirm, to half', 50);
    const outside = (await borrowers(40, 'outside')).filter((person) => rolloutBucket(shared, String(person.id)) >= 50).slice(0, threshold);
    expect(outside).toHaveLength(threshold);
    for (const person of outside) expect(await reportOf(person.session, shared, version)).toEqual({ counted: false, rolledBack: false });
    const insider = (await borrowers(40, 'inside')).find((person) => rolloutBucket(shared, String(person.id)) < 50)!;
    expect((await read(shared, insider.session)).json().data.version).toBe(version);
  });
});

describe('a bad report', () => {
  it('is refused: an id that is no document, a version that is not a published one', async () => {
    const bad = [
      { id: 'screens/../secrets', version: '1' },
      { id: 'forms/Registration', version: '1' },
      { id: 'screens/about-us', version: '0' },
      { id: 'screens/about-us', version: '-1' },
      { id: 'screens/about-us', version: '1.5' },
      { id: 'screens/about-us', version: 'two' },
      { id: 'screens/about-us' },
      { version: '1' },
    ] as Record<string, string>[];
    for (const params of bad) {
      const answer = await report(maria.session, params);
      expect(answer.statusCode, JSON.stringify(params)).toBe(400);
      expect(answer.json().code).toBe('BAD_REQUEST');
    }
  });

  it('needs a borrower session', async () => {
    const answer = await demo.app.inject({
      method: 'POST',
      url: '/diving/publishing/draw-failure',
      payload: 'id=screens%2Fabout-us&version=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('the threshold', () => {
  it('comes from PUBLISHED_FAILURE_ROLLBACK_AT: 5 by default, a positive whole number', () => {
    expect(loadConfig({}).publishedFailureRollbackAt).toBe(5);
    expect(loadConfig({ PUBLISHED_FAILURE_ROLLBACK_AT: '20' }).publishedFailureRollbackAt).toBe(20);
    for (const raw of ['0', '-3', '2.5', 'five', '01']) {
      expect(() => loadConfig({ PUBLISHED_FAILURE_ROLLBACK_AT: raw }), raw).toThrow(/PUBLISHED_FAILURE_ROLLBACK_AT must be a whole number from 1/);
    }
  });

  it('is refused by the setter too, when not a positive integer', () => {
    expect(() => setFailureRollbackAt(0)).toThrow(RangeError);
    expect(() => setFailureRollbackAt(1.5)).toThrow(RangeError);
    expect(currentFailureRollbackAt()).toBe(threshold);
  });
});
