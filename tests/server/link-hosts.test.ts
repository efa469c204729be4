import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { tempDir, testApp, type TestApp } from './support.ts';

// The allow-list of link hosts is deployment configuration (config.ts ALLOWED_LINK_HOSTS): the server writes it
// into every page it serves, where the URL policy reads it, and into the CSP's img-src; no build carries it.

let db: Db;
let distDir: string;
const page = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>x</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  db = await openDatabase({ memory: true });
  await migrate(db);
  distDir = await tempDir('dist');
  await mkdir(path.join(distDir, 'app'), { recursive: true });
  await writeFile(path.join(distDir, 'app.html'), page);
  await writeFile(path.join(distDir, 'app', 'customer-service.html'), page);
});
afterAll(() => db.close());

async function pages(app: TestApp) {
  return Promise.all(['/app/customer-service', '/app/no-such-page'].map((url) => app.app.inject({ url })));
}

describe('a deployment\'s allowed link hosts', () => {
  it('reach every page as <meta name="link-hosts"> right after <head>, and the CSP', async () => {
    const app = await testApp(db, { distDir, allowedLinkHosts: ['m.gcash.com', 'checkout.paymongo.com'] });
    for (const answer of await pages(app)) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('<head><meta name="link-hosts" content="m.gcash.com checkout.paymongo.com"><meta charset="utf-8">');
      expect(answer.headers['content-security-policy']).toContain('img-src \'self\' data: blob: https://m.gcash.com https://checkout.paymongo.com;');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    await app.cleanup();
  });

  it('are another list for another deployment, with no rebuild', async () => {
    const app = await testApp(db, { distDir, allowedLinkHosts: ['pay.maya.ph'] });
    const [answer] = await pages(app);
    expect(answer!.body).toContain('<meta name="link-hosts" content="pay.maya.ph">');
    expect(answer!.body).not.toContain('gcash');
    await app.cleanup();
  });
});
