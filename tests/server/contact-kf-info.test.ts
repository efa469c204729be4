import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import contactSchema from '../../schemas/api/customer-service/contact-kf-info.json' with { type: 'json' };
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import { jose, maria, seededMemoryDb, sessionQuery, testApp, type TestApp } from './support.ts';

const path = contactSchema['x-call'].path;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

let db: Db;
let server: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  db = await seededMemoryDb();
  server = await testApp(db, { logger: { stream: { write: (line: string) => void logLines.push(line) } } });
});
afterAll(async () => {
  await server?.cleanup();
  await db?.close();
});

function post(query: string, payload = 'overall=30', headers: Record<string, string> = form) {
  return server.app.inject({ method: 'POST', url: `${path}?${query}`, payload, headers });
}

describe('POST /diving/v3/personal-center/contact-kf-info', () => {
  it('answers the contact settings stored in the database, with the call’s success code', async () => {
    const answer = await post(sessionQuery());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: contactSchema['x-call'].successCode, message: 'success', data: demo.contactInfo });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('reads the database on every call: a changed row changes the answer', async () => {
    await db.query('UPDATE customer_service_contact SET email = $1, sm_wa = $2', ['help@example.ph', '+63 917 000 0000']);
    try {
      const answer = await post(sessionQuery(jose.session));
      expect(answer.json().data).toEqual({ email: 'help@example.ph', smWa: '+63 917 000 0000' });
    } finally {
      await db.query('UPDATE customer_service_contact SET email = $1, sm_wa = $2', [demo.contactInfo.email, demo.contactInfo.smWa]);
    }
  });

  it.each([
    ['an unknown session', 'sessionId=not-a-session'],
    ['no session', ''],
    ['an empty session id', 'sessionId='],
  ])('refuses %s with the 401 envelope', async (_case, query) => {
    const answer = await post(query);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Your session has expired. Please log in again.' });
  });

  it.each([
    ['a value breaking the pattern', 'overall=thirty', /^overall: must match pattern/],
    ['a field the call does not take', 'overall=30&amount=5', /^amount: is not allowed$/],
    ['a field sent twice', 'overall=30&overall=31', /^overall: is sent more than once$/],
  ])('refuses %s with a 400 envelope naming the field', async (_case, payload, message) => {
    const answer = await post(sessionQuery(), payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('BAD_REQUEST');
    expect(answer.json().message).toMatch(message);
  });

  it('refuses a bad session param by name', async () => {
    const answer = await post(`${sessionQuery()}&colour=blue`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: 'colour: is not allowed' });
  });

  it('parses form-encoded bodies, escapes included, and accepts a POST with no body', async () => {
    expect((await post(sessionQuery(), 'overall=%33%30')).statusCode).toBe(200);
    expect((await post(sessionQuery(), 'overall=3+0')).json().message).toMatch(/^overall: /);
    expect((await post(sessionQuery(), '', {})).statusCode).toBe(200);
  });

  it('takes form-encoded bodies only', async () => {
    const answer = await post(sessionQuery(), '{"overall":"30"}', { 'content-type': 'application/json' });
    expect(answer.statusCode).toBe(415);
    expect(answer.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 500 SERVER_ERROR, never a malformed answer, when the data breaks the response schema', async () => {
    await db.query('UPDATE customer_service_contact SET email = $1', ['not an e-mail']);
    try {
      const answer = await post(sessionQuery());
      expect(answer.statusCode).toBe(500);
      expect(answer.json().code).toBe('SERVER_ERROR');
      expect(answer.json()).not.toHaveProperty('data');
      expect(logLines.some((line) => line.includes('customer-service/contact-kf-info') && line.includes('email'))).toBe(true);
    } finally {
      await db.query('UPDATE customer_service_contact SET email = $1', [demo.contactInfo.email]);
    }
  });

  it('answers 500 SERVER_ERROR when the settings are missing', async () => {
    await db.query('DELETE FROM customer_service_contact');
    try {
      const answer = await post(sessionQuery());
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({ code: 'SERVER_ERROR', message: expect.any(String) });
    } finally {
      await db.query('INSERT INTO customer_service_contact (email, sm_wa) VALUES ($1, $2)', [demo.contactInfo.email, demo.contactInfo.smWa]);
    }
  });

  it('never writes session params to the log', async () => {
    await post(sessionQuery());
    await server.app.inject({ method: 'GET', url: `/nowhere?${sessionQuery()}` });
    const log = logLines.join('');
    expect(log).toContain('"url":"/diving/v3/personal-center/contact-kf-info"');
    for (const value of Object.values(maria.session)) expect(log).not.toContain(value);
  });
});
