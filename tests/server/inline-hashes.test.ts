import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { prerenderSite } from '../../scripts/prerender-site.ts';
import { inlineHashesFile, inlineStylesheets, recordInlineHashes, sourceHash } from '../../scripts/inline-assets.ts';
import { routePageFile, servedRouteAt } from '../../core/routes.ts';
import { sitePageFile, sitePages } from '../../core/site-pages.ts';
import { seededMemoryDb, sessionQuery, tempDir, testApp, type TestApp } from './support.ts';

// What a prerendered page carries inline (scripts/inline-assets.ts), its CSP allows by hash, read from what the build
// wrote, and nothing else; never 'unsafe-inline'. The site's pages: their stylesheet (issue 27: Lighthouse counted it
// as render-blocking). A route's page: its styles and its loader (a round trip each on 3G).
const css = '.site{color:#123456}.site-header{position:sticky;top:0}';
const frame = `<!doctype html><html lang="en" class="site"><head><title>CashPeso</title><script type="module" crossorigin src="/assets/site-Ab12.js"></script>
<link rel="stylesheet" crossorigin href="/assets/site-Cd34.css"></head><body><div id="site-page"></div></body></html>`;
const appHtml = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const appCss = '.screen{padding:12px}';
const promoCss = '.register{margin:8px}';
const loader = 'document.title="loaded"';
const customerServicePath = '/app/customer-service';

let db: Db;
let distDir: string;
let server: TestApp;

beforeAll(async () => {
  db = await seededMemoryDb();
  distDir = await tempDir('inline-hashes');
  await mkdir(path.join(distDir, 'assets'));
  await mkdir(path.join(distDir, '.vite'));
  await mkdir(path.join(distDir, 'app'));
  await writeFile(path.join(distDir, 'assets', 'site-Cd34.css'), `${css}\n`);
  await writeFile(path.join(distDir, 'assets', 'screen-Ef56.css'), `${appCss}\n`);
  await writeFile(path.join(distDir, 'assets', 'promo-Gh78.css'), `${promoCss}\n`);
  await writeFile(path.join(distDir, 'index.html'), frame);
  await writeFile(path.join(distDir, 'app.html'), appHtml);
  await prerenderSite(distDir, (page) => `<main><h1>${page.title}</h1></main>`);
  // A route's page as scripts/prerender.ts writes it.
  const routePage = `<!doctype html><html><head><script data-app-entry="/assets/app.js">${loader}</script><link rel="stylesheet" crossorigin href="/assets/screen-Ef56.css"></head><body><div id="root"><h1>Customer service</h1></div></body></html>`;
  const file = routePageFile(servedRouteAt(customerServicePath)!);
  const page = inlineStylesheets(routePage, distDir, true);
  await writeFile(path.join(distDir, file), page.html);
  recordInlineHashes(distDir, { [file]: { styles: page.hashes, scripts: [sourceHash(loader)] } });
  // The promotion page as scripts/prerender-promo.ts writes it: the same loader, its own styles.
  const promo = inlineStylesheets(routePage.replace('screen-Ef56.css', 'promo-Gh78.css').replace(/<h1>.*<\/h1>/, ''), distDir, true);
  await writeFile(path.join(distDir, 'promo.html'), promo.html);
  recordInlineHashes(distDir, { 'promo.html': { styles: promo.hashes, scripts: [sourceHash(loader)] } });
  server = await testApp(db, { distDir });
});
afterAll(async () => {
  await server?.cleanup();
  await db?.close();
  await rm(distDir, { recursive: true, force: true });
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (csp: string, name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `))!;

describe('the marketing site inline style', () => {
  it.each(sitePages.flatMap((page) => [page.path, page.path.toLowerCase()]))('is in the page at %s, and its CSP allows it by hash alone', async (url) => {
    const answer = await server.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('rel="stylesheet"');
    const inline = [...answer.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(inline).toEqual([css]);
    const csp = String(answer.headers['content-security-policy']);
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${sha256(css)}`);
    expect(csp).not.toContain('unsafe-');
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  });

  it('names every site page in the hashes the build wrote', async () => {
    const written = JSON.parse(await readFile(path.join(distDir, inlineHashesFile), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(written)).toEqual(expect.arrayContaining(sitePages.map(sitePageFile)));
  });
});

describe("a route's page: its styles and its loader inline", () => {
  it('has a CSP that allows exactly its loader and its style by their hashes', async () => {
    const answer = await server.app.inject({ method: 'GET', url: `${customerServicePath}?${sessionQuery()}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`>${loader}</script>`);
    expect(answer.body).toContain(`<style>${appCss}</style>`);
    const csp = String(answer.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${sha256(loader)}`);
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${sha256(appCss)}`);
    expect(csp).not.toContain('unsafe-');
  });

  it.each(['/promo', '/promo/'])("is how the promotion page at %s comes too, its CSP allowing the loader and its own style", async (url) => {
    const answer = await server.app.inject({ method: 'GET', url: `${url}?id=1001` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`>${loader}</script>`);
    const csp = String(answer.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${sha256(loader)}`);
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${sha256(promoCss)}`);
  });

  it('leaves app.html, served where no route has a page of its own, without any hash', async () => {
    const answer = await server.app.inject({ method: 'GET', url: `/app/no-such-screen?${sessionQuery()}` });
    expect(answer.statusCode).toBe(200);
    const csp = String(answer.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
  });
});
