// The per-address rate limits key on the client's address. Behind a load balancer the connection comes from the
// balancer, so the server must read X-Forwarded-For from the balancers it is told to trust (TRUST_PROXY), and from
// nobody else, or any client could name a fresh address on every request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { rateLimits } from '../../server/domain/promotion.ts';
import getSidCall from '../../schemas/api/promotion/get-sid.json' with { type: 'json' };
import { apiSchemasWith, seededMemoryDb, testApp, type TestApp } from './support.ts';

const balancer = '10.9.0.1';
const sidLimit = rateLimits.sidPerAddress.max;

let db: Db;
let trusting: TestApp;
let trustingNone: TestApp;

beforeAll(async () => {
  db = await seededMemoryDb();
  const schemasDir = await apiSchemasWith(['promotion']);
  trusting = await testApp(db, { callSources: { schemasDir }, trustProxy: [balancer] });
  trustingNone = await testApp(db, { callSources: { schemasDir } });
});
afterAll(async () => {
  await trusting?.cleanup();
  await trustingNone?.cleanup();
  await db?.close();
});

function getSid(app: TestApp, remoteAddress: string, forwardedFor: string) {
  return app.app.inject({ method: 'GET', url: getSidCall['x-call'].path, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
}

describe('TRUST_PROXY', () => {
  it('counts each client behind a trusted balancer on its own', async () => {
    for (let client = 1; client <= sidLimit + 1; client += 1) {
      const answer = (await getSid(trusting, balancer, `203.0.113.${client}`)).json();
      expect(answer.code).toBe('0');
    }
  });

  it('ignores X-Forwarded-For from a connection it does not trust, so a client cannot dodge its limit', async () => {
    const codes: string[] = [];
    for (let attempt = 1; attempt <= sidLimit + 1; attempt += 1) codes.push((await getSid(trustingNone, '10.9.0.2', `198.51.100.${attempt}`)).json().code);
    expect(codes.slice(0, sidLimit).every((code) => code === '0')).toBe(true);
    expect(codes[sidLimit]).not.toBe('0');
  });
});
