import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { prerenderSite } from '../../scripts/prerender-site.ts';
import { sitePageFile, sitePages } from '../../core/site-pages.ts';
import { seededMemoryDb, sessionQuery, tempDir, testApp, type TestApp } from './support.ts';

// The marketing site's stylesheet goes inline (issue 27: Lighthouse counted it as render-blocking), and each site
// page's CSP allows exactly that style by its hash, read from what the build wrote; never 'unsafe-inline'.
const css = '.site{color:#123456}.site-header{position:sticky;top:0}';
const frame = `<!doctype html><html lang="en" class="site"><head><title>CashPeso</title><script type="module" crossorigin src="/assets/site-Ab12.js"></script>
<link rel="stylesheet" crossorigin href="/assets/site-Cd34.css"></head><body><div id="site-page"></div></body></html>`;
const appHtml = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

let db: Db;
let distDir: string;
let server: TestApp;

beforeAll(async () => {
  db = await seededMemoryDb();
  distDir = await tempDir('site-style');
  await mkdir(path.join(distDir, 'assets'));
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, 'assets', 'site-Cd34.css'), `${css}\n`);
  await writeFile(path.join(distDir, 'index.html'), frame);
  await writeFile(path.join(distDir, 'app.html'), appHtml);
  await prerenderSite(distDir, (page) => `<main><h1>${page.title}</h1></main>`);
  server = await testApp(db, { distDir });
});
afterAll(async () => {
  await server?.cleanup();
  await db?.close();
  await rm(distDir, { recursive: true, force: true });
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const styleDirective = (csp: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('style-src'))!;

describe('the marketing site inline style', () => {
  it.each(sitePages.flatMap((page) => [page.path, page.path.toLowerCase()]))('is in the page at %s, and its CSP allows it by hash alone', async (url) => {
    const answer = await server.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('rel="stylesheet"');
    const inline = [...answer.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(inline).toEqual([css]);
    const csp = String(answer.headers['content-security-policy']);
    expect(styleDirective(csp)).toBe(`style-src 'self' ${sha256(css)}`);
    expect(csp).not.toContain('unsafe-');
    expect(csp).toContain("script-src 'self';");
  });

  it('leaves the borrower pages without any style hash', async () => {
    const answer = await server.app.inject({ method: 'GET', url: `/app/customer-service?${sessionQuery()}` });
    expect(answer.statusCode).toBe(200);
    expect(styleDirective(String(answer.headers['content-security-policy']))).toBe("style-src 'self'");
  });

  it('names every site page in the hashes the build wrote', async () => {
    const { readFile } = await import('node:fs/promises');
    const written = JSON.parse(await readFile(path.join(distDir, '.vite', 'site-style-hashes.json'), 'utf8')) as Record<string, string[]>;
    expect(Object.keys(written).sort()).toEqual(sitePages.map(sitePageFile).sort());
  });
});
