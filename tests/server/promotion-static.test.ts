import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { contentSecurityPolicy } from '../../server/http/security-headers.ts';
import { apiSchemasWith, seededMemoryDb, tempDir, testApp, type TestApp } from './support.ts';

// The promotion page is its own entry (promo.html), served at /promo and /promo/ beside the borrower app.
const promoHtml = '<!doctype html><html><head><script type="module" src="/assets/promo-Zz12Yy34.js"></script></head><body><div id="root"></div></body></html>';

let db: Db;
let distDir: string;
let schemasDir: string;
let built: TestApp;
let unbuilt: TestApp;
let production: TestApp;

beforeAll(async () => {
  db = await seededMemoryDb();
  distDir = await tempDir('promo-dist');
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'promo.html'), promoHtml);
  await writeFile(path.join(distDir, 'app.html'), '<!doctype html><title>app</title>');
  schemasDir = await apiSchemasWith(['promotion', 'channel']);
  built = await testApp(db, { distDir, callSources: { schemasDir } });
  unbuilt = await testApp(db, { distDir: path.join(distDir, 'missing'), callSources: { schemasDir } });
  production = await testApp(db, { distDir, production: true, callSources: { schemasDir } });
});
afterAll(async () => {
  for (const server of [built, unbuilt, production]) await server?.cleanup();
  await db?.close();
  await rm(distDir, { recursive: true, force: true });
  await rm(schemasDir, { recursive: true, force: true });
});

describe('the promotion page', () => {
  it.each(['/promo', '/promo/', '/promo/?id=1001&user_from=facebook'])('answers promo.html at %s, revalidated on every load, under the CSP', async (url) => {
    const answer = await built.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy);
    expect(answer.body).toBe(promoHtml);
  });

  it('does not answer the borrower app for /promo, nor promo.html for /app', async () => {
    expect((await built.app.inject({ method: 'GET', url: '/app' })).body).not.toBe(promoHtml);
  });

  it('says how to build when promo.html is missing', async () => {
    const answer = await unbuilt.app.inject({ method: 'GET', url: '/promo/' });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toMatch(/npm run build/);
  });

  it('has no demo helpers in production', async () => {
    for (const url of ['/dev/outbox', '/dev/captcha-answer?sid=x']) {
      expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
