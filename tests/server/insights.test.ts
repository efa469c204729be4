// The staff insights page's figures (issue 26 part 7; server/domain/insights.ts, server/publishing/insights-routes.ts):
// borrowers' pages send what they did on each version of a published document (publishing/insight-event), and
// /staff/insights/data counts it per document and version: opens, the fields refused on submit, submits, successes
// and drop-offs. Staff credential outside demo mode; open without one in demo mode, as the playground is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsReport } from '../../core/publishing/insights.ts';
import type { Db } from '../../server/db/database.ts';
import { publishVersion } from '../../server/domain/published-versions.ts';
import { apiSchemasWith, maria, seededMemoryDb, sessionQuery, testApp, type TestApp } from './support.ts';

const id = 'forms/complaint';
let db: Db;
let demo: TestApp;
let callSources: { schemasDir: string };

function send(app: TestApp, session: Record<string, string>, params: Record<string, string>) {
  return app.app.inject({
    method: 'POST',
    url: `/diving/publishing/insight-event?${sessionQuery(session)}`,
    payload: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function event(session: Record<string, string>, version: number, kind: string, fields?: string) {
  const answer = await send(demo, session, { id, version: String(version), kind, ...(fields ? { fields } : {}) });
  expect(answer.json().code, answer.body).toBe('00');
}

async function borrowers(count: number, prefix: string): Promise<Record<string, string>[]> {
  const made: Record<string, string>[] = [];
  for (let i = 0; i < count; i++) {
    const { rows } = await db.query<{ id: number }>('INSERT INTO borrowers (key, name, phone) VALUES ($1, $2, $3) RETURNING id', [`${prefix}-${i}`, `Borrower ${i}`, `0918${String(i).padStart(7, '0')}`]);
    const session = { ...maria.session, sessionId: `${prefix}-session-${i}` };
    await db.query('INSERT INTO sessions (session_id, borrower_id, device_id, app_version, device_name, os_version, advertising_id) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      session.sessionId, rows[0]!.id, session.deviceId, session.appVersion, session.deviceName, session.osVersion, session.advertisingId,
    ]);
    made.push(session);
  }
  return made;
}

beforeAll(async () => {
  db = await seededMemoryDb();
  callSources = { schemasDir: await apiSchemasWith(['publishing', 'promotion']) };
  demo = await testApp(db, { callSources });
  // Version 1 rolls out to half the borrowers: the other half still draws the bundled copy, version 0.
  await publishVersion(db, { documentId: id, document: {}, note: 'a clearer description field', percent: 50, publishedBy: 'test' });
  const people = await borrowers(5, 'insights');
  // Version 0: three borrowers open it; two submit, one after a refusal naming problemDetail; one succeeds.
  await event(people[0]!, 0, 'open');
  await event(people[0]!, 0, 'field-errors', 'problemDetail,problemImages');
  await event(people[0]!, 0, 'submit');
  await event(people[0]!, 0, 'success');
  await event(people[1]!, 0, 'open');
  await event(people[1]!, 0, 'open');
  await event(people[1]!, 0, 'field-errors', 'problemDetail');
  await event(people[1]!, 0, 'submit');
  await event(people[2]!, 0, 'open');
  // Version 1: two borrowers open it, both submit at once and succeed.
  for (const person of people.slice(3)) {
    await event(person, 1, 'open');
    await event(person, 1, 'submit');
    await event(person, 1, 'success');
  }
});

afterAll(async () => {
  await demo?.cleanup();
  await db?.close();
});

describe('the insights figures', () => {
  it('counts opens, refused fields, submits, successes and drop-offs per version, beside the rollout', async () => {
    const answer = await demo.app.inject({ method: 'GET', url: `/staff/insights/data?id=${encodeURIComponent(id)}` });
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json() as InsightsReport;
    expect(report.days).toBe(30);
    expect(report.documents).toEqual([
      {
        id,
        live: 1,
        base: 0,
        percent: 50,
        versions: [
          {
            version: 0,
            opens: 4,
            borrowers: 3,
            fieldErrors: [
              { field: 'problemDetail', count: 2 },
              { field: 'problemImages', count: 1 },
            ],
            submits: 2,
            successes: 1,
            dropOffs: 2,
          },
          { version: 1, opens: 2, borrowers: 2, fieldErrors: [], submits: 2, successes: 2, dropOffs: 0 },
        ],
      },
    ]);
  });

  it('lists every document with events; a screen never submitted has no drop-off figure', async () => {
    expect((await send(demo, maria.session, { id: 'screens/customer-service', version: '0', kind: 'open' })).json().code).toBe('00');
    const report = (await demo.app.inject({ method: 'GET', url: '/staff/insights/data' })).json() as InsightsReport;
    expect(report.documents.map((document) => document.id)).toEqual(['forms/complaint', 'screens/customer-service']);
    expect(report.documents[1]).toEqual({ id: 'screens/customer-service', live: 0, base: 0, percent: 100, versions: [{ version: 0, opens: 1, borrowers: 1, fieldErrors: [], submits: 0, successes: 0, dropOffs: null }] });
  });

  it('refuses an event carrying anything but field names: a value, a number for a name, an unknown kind', async () => {
    const refusals: Record<string, string>[] = [
      { id, version: '0', kind: 'field-errors', fields: '09171234567' },
      { id, version: '0', kind: 'field-errors', fields: 'problemDetail', value: 'what was typed' },
      { id, version: '0', kind: 'typed' },
      { id: 'forms/../x', version: '0', kind: 'open' },
    ];
    for (const params of refusals) expect((await send(demo, maria.session, params)).json().code, JSON.stringify(params)).not.toBe('00');
    const { rows } = await db.query<{ field: string }>("SELECT field FROM insight_events WHERE kind = 'field-error'");
    expect(rows.map((row) => row.field).sort()).toEqual(['problemDetail', 'problemDetail', 'problemImages']);
  });

  it('refuses a bad document id or look-back window', async () => {
    expect((await demo.app.inject({ method: 'GET', url: '/staff/insights/data?id=nothing' })).statusCode).toBe(400);
    const week = (await demo.app.inject({ method: 'GET', url: '/staff/insights/data?days=7' })).json() as InsightsReport;
    expect(week.days).toBe(7);
  });
});

describe('opens', () => {
  it('are counted where the server answers a page which version it gets: one per ask, under the version answered', async () => {
    const about = 'screens/about-us';
    const [first, second] = await borrowers(2, 'insights-opens');
    for (const session of [first!, first!, second!]) {
      const answer = await demo.app.inject({ method: 'GET', url: `/diving/publishing/published-version?${sessionQuery(session)}&id=${encodeURIComponent(about)}` });
      expect(answer.json().data.version, answer.body).toBe(0);
    }
    const report = (await demo.app.inject({ method: 'GET', url: `/staff/insights/data?id=${encodeURIComponent(about)}` })).json() as InsightsReport;
    expect(report.documents).toEqual([{ id: about, live: 0, base: 0, percent: 100, versions: [{ version: 0, opens: 3, borrowers: 2, fieldErrors: [], submits: 0, successes: 0, dropOffs: null }] }]);
  });
});

describe("the promotion page's visitors", () => {
  const registration = 'forms/registration';
  const visitorSid = async (address: string) => (await demo.app.inject({ method: 'GET', url: '/api/v2/youmi/promotion/get-sid', remoteAddress: address })).json().data.sid as string;
  const visitorEvent = (params: Record<string, string>) =>
    demo.app.inject({
      method: 'POST',
      url: '/diving/publishing/visitor-insight-event',
      payload: new URLSearchParams({ id: registration, version: '0', ...params }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it("are counted by their sid, as a borrower is by their id: opens where the page asks its form's version, then the form's outcomes; a sid the server does not hold counts nothing", async () => {
    const [first, second] = [await visitorSid('203.0.113.21'), await visitorSid('203.0.113.22')];
    for (const sid of [first, first, second]) {
      const answer = await demo.app.inject({ method: 'GET', url: `/diving/publishing/visitor-version?id=${encodeURIComponent(registration)}&sid=${sid}` });
      expect(answer.json().data.version, answer.body).toBe(0);
    }
    for (const [sid, kind, fields] of [
      [first, 'field-errors', 'phone'],
      [first, 'submit'],
      [first, 'success'],
      [second, 'field-errors', 'phone,smsCode'],
    ] as const) {
      const answer = await visitorEvent({ sid: sid!, kind, ...(fields ? { fields } : {}) });
      expect(answer.json().code, answer.body).toBe('00');
    }
    // Made up: answered alike (the sid learns nothing), counted nowhere.
    const madeUp = 'f'.repeat(32);
    expect((await visitorEvent({ sid: madeUp, kind: 'submit' })).json().code).toBe('00');
    expect((await demo.app.inject({ method: 'GET', url: `/diving/publishing/visitor-version?id=${encodeURIComponent(registration)}&sid=${madeUp}` })).json().data.version).toBe(0);

    const report = (await demo.app.inject({ method: 'GET', url: `/staff/insights/data?id=${encodeURIComponent(registration)}` })).json() as InsightsReport;
    expect(report.documents).toEqual([
      {
        id: registration,
        live: 0,
        base: 0,
        percent: 100,
        versions: [
          {
            version: 0,
            opens: 3,
            borrowers: 2,
            fieldErrors: [
              { field: 'phone', count: 2 },
              { field: 'smsCode', count: 1 },
            ],
            submits: 1,
            successes: 1,
            dropOffs: 1,
          },
        ],
      },
    ]);
  });

  it('refuses an event without a sid, for another form than the registration, or carrying a value', async () => {
    const sid = await visitorSid('203.0.113.23');
    const refusals: Record<string, string>[] = [{ kind: 'submit' }, { sid, kind: 'submit', id: 'forms/complaint' }, { sid, kind: 'field-errors', fields: '09171234567' }, { sid, kind: 'open' }];
    for (const params of refusals) {
      expect((await visitorEvent(params)).json().code, JSON.stringify(params)).not.toBe('00');
    }
    const { rows } = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM insight_events WHERE visitor = $1", [`sid:${sid}`]);
    expect(rows[0]!.count).toBe(0);
  });
});

describe('the staff credential', () => {
  it('is needed outside demo mode: refused without STAFF_TOKEN or with the wrong one, answered with it', async () => {
    const off = await testApp(db, { callSources, demo: false, production: true });
    const on = await testApp(db, { callSources, demo: false, production: true, staffToken: 'insights-staff-token' });
    try {
      const url = `/staff/insights/data?id=${encodeURIComponent(id)}`;
      const none = await off.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer demo-staff' } });
      expect(none.statusCode).toBe(403);
      expect(none.json().message).toMatch(/STAFF_TOKEN/);
      expect((await on.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await on.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer demo-staff' } })).statusCode).toBe(401);
      const answered = await on.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer insights-staff-token' } });
      expect(answered.statusCode).toBe(200);
      expect((answered.json() as InsightsReport).documents[0]!.versions.map((figures) => figures.opens)).toEqual([4, 2]);
      // The page itself holds no figures: served to anyone, it asks for the credential when the data refuses it.
      expect((await on.app.inject({ method: 'GET', url: '/staff/insights' })).statusCode).toBe(503);
    } finally {
      await off.cleanup();
      await on.cleanup();
    }
  });
});
