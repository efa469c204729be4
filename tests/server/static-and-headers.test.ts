import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import contactSchema from '../../schemas/api/customer-service/contact-kf-info.json' with { type: 'json' };
import { seededMemoryDb, sessionQuery, tempDir, testApp, type TestApp } from './support.ts';

// A tiny stand-in for `vite build` output: app.html and one hashed asset big enough to be compressed.
const appHtml = '<!doctype html><html><head><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
// A route's own page, as the build's prerender step writes it; only About us has one here.
const aboutUsPage = appHtml.replace('<div id="root"></div>', '<div id="root"><h1>About us</h1></div>');
const assetJs = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

const precompressed = {
  br: brotliCompressSync(assetJs, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(assetJs, { level: 9 }),
};

let db: Db;
let distDir: string;
let server: TestApp;
let unbuilt: TestApp;

beforeAll(async () => {
  db = await seededMemoryDb();
  distDir = await tempDir('dist');
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'app.html'), appHtml);
  await mkdir(path.join(distDir, 'app'));
  await writeFile(path.join(distDir, 'app', 'about-us.html'), aboutUsPage);
  await writeFile(path.join(distDir, 'assets', 'app-Ab12Cd34.js'), assetJs);
  // As scripts/precompress.ts writes them beside a built asset: brotli at quality 11, gzip at level 9.
  await writeFile(path.join(distDir, 'assets', 'rows-Ef56Gh78.js'), assetJs);
  await writeFile(path.join(distDir, 'assets', 'rows-Ef56Gh78.js.br'), precompressed.br);
  await writeFile(path.join(distDir, 'assets', 'rows-Ef56Gh78.js.gz'), precompressed.gzip);
  server = await testApp(db, { distDir });
  unbuilt = await testApp(db, { distDir: path.join(distDir, 'missing') });
});
afterAll(async () => {
  await server?.cleanup();
  await unbuilt?.cleanup();
  await db?.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the built app', () => {
  it.each(['/app/about-us', '/app/About-Us/'])("answers the route's own page at %s, revalidated on every load", async (url) => {
    const answer = await server.app.inject({ method: 'GET', url: `${url}?${sessionQuery()}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toBe(aboutUsPage);
  });

  // customer-service is a served route whose page this stand-in build lacks (as an older build would).
  it.each(['/app', '/app/', '/app/customer-service', '/app/loan/detail/7', '/app/about-us.html'])('answers app.html at %s, revalidated on every load', async (url) => {
    const answer = await server.app.inject({ method: 'GET', url: `${url}?${sessionQuery()}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toBe(appHtml);
  });

  it('serves hashed assets cached for a year as immutable', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.body).toBe(assetJs);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses assets with %s when the browser asks', async (encoding, decompress) => {
    const answer = await server.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': encoding } });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.rawPayload.length).toBeLessThan(assetJs.length / 2);
    expect(decompress(answer.rawPayload).toString()).toBe(assetJs);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('prefers brotli when both are accepted', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it.each(['br', 'gzip'] as const)('sends the %s file the build wrote beside an asset, as it is, cached for a year', async (encoding) => {
    const answer = await server.app.inject({ method: 'GET', url: '/assets/rows-Ef56Gh78.js', headers: { 'accept-encoding': encoding } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.rawPayload.equals(precompressed[encoding])).toBe(true);
  });

  it('sends the asset itself to a browser that takes no compression', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/assets/rows-Ef56Gh78.js', headers: { 'accept-encoding': 'identity' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(assetJs);
  });

  it('answers a missing asset with 404, not app.html', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/assets/app-00000000.js' });
    expect(answer.statusCode).toBe(404);
  });

  it('says to run the build when dist is missing', async () => {
    const answer = await unbuilt.app.inject({ method: 'GET', url: '/app/customer-service' });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('npm run build');
  });
});

describe('security headers', () => {
  const answers = {
    'the app page': () => server.app.inject({ method: 'GET', url: `/app/customer-service?${sessionQuery()}` }),
    'an asset': () => server.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js' }),
    'an API answer': () =>
      server.app.inject({ method: 'POST', url: `${contactSchema['x-call'].path}?${sessionQuery()}`, payload: 'overall=30', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    'an API refusal': () => server.app.inject({ method: 'POST', url: contactSchema['x-call'].path }),
    'a not-found answer': () => server.app.inject({ method: 'GET', url: '/nowhere' }),
    'the not-built page': () => unbuilt.app.inject({ method: 'GET', url: '/app' }),
  };

  it.each(Object.entries(answers))('are on %s', async (_name, send) => {
    const answer = await send();
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
