import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import { budgetPages, budgetsKB, knownMissesKB, type DemoList, type RouteTable } from './budgets.ts';
import { measurePages } from './check.ts';
import { inlineCode } from './downloads.ts';
import { builtChunkNames, formatFileLists, gzipKB, verdict, weigh } from './measure.ts';

/** Bytes that gzip cannot shrink, so a file weighs what it is asked to. */
function incompressible(kb: number): Buffer {
  return randomBytes(Math.round(kb * 1024));
}

describe('the pages measured', () => {
  const table: RouteTable = {
    basePath: '/app',
    routes: {
      plain: { path: '/plain', screen: 'plain/plain-screen' },
      form: { path: '/form', screen: 'form/form-screen', form: true },
      unserved: { path: '/later' },
    },
  };
  const demo: DemoList = {
    screens: [
      { route: 'plain', url: '/app/plain?sessionId=a' },
      { route: 'form', url: '/app/form?sessionId=a' },
    ],
    promo: [{ url: '/promo/?id=1' }],
  };

  it('opens every served route at its /dev/demo URL with the plain or form budget, each site page, and the promotion page', () => {
    expect(budgetPages(demo, table).map((page) => [page.name, page.url, page.budget])).toEqual([
      ['route plain /app/plain', '/app/plain?sessionId=a', { first: 90, all: 100 }],
      ['route form /app/form (form)', '/app/form?sessionId=a', { first: 160, all: 170 }],
      ['site /', '/', { first: 30, all: 30 }],
      ['site /About', '/About', { first: 30, all: 30 }],
      ['site /Policy', '/Policy', { first: 30, all: 30 }],
      ['site /Loan', '/Loan', { first: 30, all: 30 }],
      ['promo /promo/', '/promo/?id=1', { first: 160, all: 170 }],
    ]);
  });

  it('opens a route with the localStorage /dev/demo lists for it, and no other with any', () => {
    const seeded = { ...demo, screens: [demo.screens[0]!, { ...demo.screens[1]!, localStorage: { 'form.draft': '{"note":"hi"}' } }] };
    expect(budgetPages(seeded, table).map((page) => [page.name, page.localStorage])).toEqual([
      ['route plain /app/plain', undefined],
      ['route form /app/form (form)', { 'form.draft': '{"note":"hi"}' }],
      ...['/', '/About', '/Policy', '/Loan'].map((path) => [`site ${path}`, undefined]),
      ['promo /promo/', undefined],
    ]);
  });

  it('fails loudly when /dev/demo lists no page of a served route', () => {
    expect(() => budgetPages({ ...demo, screens: demo.screens.slice(1) }, table)).toThrow(/route 'plain'/);
  });

  it('covers every served route of schemas/routes.json', () => {
    const served = Object.entries(routeTable.routes as RouteTable['routes']).filter(([, route]) => route.screen);
    const everyRoute: DemoList = { screens: served.map(([route]) => ({ route, url: `/x/${route}` })), promo: [] };
    expect(budgetPages(everyRoute).filter((page) => page.name.startsWith('route '))).toHaveLength(served.length);
  });
});

describe('weighing and the verdict', () => {
  const sizes: Record<string, number> = { '/a.js': 80, '/b.css': 5, '/later.js': 20 };
  const kbOf = (file: string) => sizes[file]!;

  it('lists the idle prefetch apart from the first load, and passes a page within both budgets', () => {
    const row = weigh('route plain', budgetsKB.route, { first: ['/a.js', '/b.css'], all: ['/a.js', '/b.css', '/later.js'], inline: '' }, () => 4);
    expect([row.firstKB, row.prefetchKB, row.allKB, row.prefetch]).toEqual([8, 4, 12, ['/later.js']]);
    const report = verdict([row]);
    expect(report.ok).toBe(true);
    expect(report.text).toMatch(/ok {4}route plain +8\.0 KB \/ {2}90 KB +4\.0 KB +12\.0 KB \/ 100 KB/);
  });

  it('fails a page whose first load is within budget but whose idle prefetch takes it past its budget in all, and names it', () => {
    const row = weigh('route plain', budgetsKB.route, { first: ['/a.js', '/b.css'], all: ['/a.js', '/b.css', '/later.js'], inline: '' }, kbOf);
    expect([row.overFirst, row.overAll]).toEqual([false, true]);
    const report = verdict([row]);
    expect(report.ok).toBe(false);
    expect(report.text).toMatch(/OVER {2}route plain/);
    expect(report.text).toMatch(/1 over budget: route plain \(in all\)/);
  });

  it('counts the scripts and styles a page carries inline in its first load, gzipped', () => {
    const inline = `(function(){${'fetch("/diving/x");'.repeat(40)}})()\n.a{color:red}`;
    const bare = weigh('route plain', budgetsKB.route, { first: ['/a.js'], all: ['/a.js'], inline: '' }, kbOf);
    const carrying = weigh('route plain', budgetsKB.route, { first: ['/a.js'], all: ['/a.js'], inline }, kbOf);
    expect(carrying.firstKB - bare.firstKB).toBeCloseTo(gzipKB(Buffer.from(inline)), 6);
    expect(carrying.firstKB).toBeGreaterThan(bare.firstKB);
    expect(carrying.allKB).toBe(carrying.firstKB);
  });

  it('reads the inline scripts and styles out of a page, not the scripts it names by file', () => {
    const html = '<head><script data-app-entry="/a.js">run()</script><script type="module" src="/b.js"></script><style>.a{}</style></head>';
    expect(inlineCode(html)).toBe('run()\n.a{}');
  });

  it('fails a page past its first-load budget', () => {
    const row = weigh('route plain', budgetsKB.route, { first: ['/a.js', '/later.js'], all: ['/a.js', '/later.js'], inline: '' }, kbOf);
    expect(verdict([row]).text).toMatch(/route plain \(first load\)/);
  });

  it('holds a known miss to its ceiling: within it passes as MISS, past it fails, and within budget asks to drop the ceiling', () => {
    const ceiling = { first: 100, all: 110 };
    const miss = weigh('route heavy', budgetsKB.route, { first: ['/a.js', '/b.css'], all: ['/a.js', '/b.css', '/later.js'], inline: '' }, kbOf, ceiling);
    expect([miss.knownMiss, miss.overFirst, miss.overAll]).toEqual([true, false, false]);
    expect(verdict([miss]).ok).toBe(true);
    expect(verdict([miss]).text).toMatch(/MISS {2}route heavy/);
    const grown = weigh('route heavy', budgetsKB.route, { first: ['/a.js', '/b.css', '/later.js'], all: ['/a.js', '/b.css', '/later.js'], inline: '' }, kbOf, ceiling);
    expect(verdict([grown]).ok).toBe(false);
    const slim = weigh('route heavy', budgetsKB.route, { first: ['/b.css'], all: ['/b.css'], inline: '' }, kbOf, ceiling);
    expect(verdict([slim]).ok).toBe(false);
    expect(verdict([slim]).text).toMatch(/take them off knownMissesKB: route heavy/);
  });

  it('gives every known miss a page that exists, and ceilings no lower than the budgets', () => {
    const names = new Set([...Object.keys(routeTable.routes).map((name) => `route ${name}`), 'promo']);
    for (const [key, ceiling] of Object.entries(knownMissesKB)) {
      expect(names.has(key), key).toBe(true);
      expect(ceiling.first).toBeGreaterThanOrEqual(budgetsKB.route.first);
    }
  });

  it("lists each page's files, largest first, its prefetch apart, with the build's chunk names where it has them", () => {
    const row = weigh('route plain', budgetsKB.route, { first: ['/b.css', '/a.js'], all: ['/a.js', '/b.css', '/later.js'], inline: '' }, kbOf);
    const lines = formatFileLists([row], kbOf, new Map([['/a.js', 'framework']])).split('\n');
    expect(lines[0]).toBe('route plain: 85.0 KB first load, 20.0 KB prefetch');
    expect(lines.slice(1).map((line) => line.trim().split(/\s+/))).toEqual([
      ['first', '80.00', 'KB', '/a.js', 'framework'],
      ['first', '5.00', 'KB', '/b.css'],
      ['prefetch', '20.00', 'KB', '/later.js'],
    ]);
  });

  it("names a build's files by the manifest's chunk names, stylesheets by their chunk's", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'chunk-names-'));
    try {
      mkdirSync(path.join(dist, '.vite'));
      const manifest = { 'src/a.tsx': { file: 'assets/x1.js', name: 'a', css: ['assets/y1.css'] }, _shared: { file: 'assets/x2.js', name: 'framework' }, 'b.svg': { file: 'assets/b.svg' } };
      writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
      expect([...builtChunkNames(dist)]).toEqual([
        ['/assets/x1.js', 'a'],
        ['/assets/y1.css', 'a'],
        ['/assets/x2.js', 'framework'],
      ]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('counts gzip -9 sizes', () => {
    expect(gzipKB(Buffer.from('a'.repeat(100_000)))).toBeLessThan(1);
    expect(gzipKB(incompressible(10))).toBeGreaterThan(10);
  });
});

// A real browser against a tiny built site: the page's script fetches a big chunk while idle on fast data only, as
// src/platform/idle-prefetch.ts does. The check must count it in all, apart from the first load, and fail the page.
describe('in Chromium', () => {
  let dist: string;
  let server: Server;
  let origin: string;
  let browser: Browser;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'budgets-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><link rel="stylesheet" href="/assets/page.css"><p>Hello</p><script type="module" src="/assets/page.js"></script>');
    writeFileSync(path.join(dist, 'assets/page.css'), incompressible(10));
    writeFileSync(
      path.join(dist, 'assets/page.js'),
      `const c = navigator.connection;
       if (!c || (c.effectiveType === '4g' && !c.saveData)) requestIdleCallback(() => import('/assets/later.js').catch(() => {}));`,
    );
    writeFileSync(path.join(dist, 'assets/later.js'), `// ${incompressible(150).toString('base64')}`);
    server = createServer((request, response) => {
      const file = request.url === '/' ? 'index.html' : request.url!.split('?')[0]!.slice(1);
      try {
        const body = readFileSync(path.join(dist, file));
        response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html' });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('counts what the page fetches while idle on fast data as prefetch, and fails the page past its budget in all', async () => {
    const report = await measurePages(browser, origin, dist, [{ name: 'route idle', url: '/', budget: budgetsKB.route }]);
    const [row] = report.rows;
    expect(row!.first).toEqual(['/assets/page.css', '/assets/page.js']);
    expect(row!.prefetch).toEqual(['/assets/later.js']);
    expect(row!.firstKB).toBeLessThan(budgetsKB.route.first);
    expect(row!.allKB).toBeGreaterThan(budgetsKB.route.all);
    expect(report.ok).toBe(false);
    expect(report.text).toMatch(/route idle \(in all\)/);
  });

  it('passes the same page held to a budget its download fits', async () => {
    const report = await measurePages(browser, origin, dist, [{ name: 'route idle', url: '/', budget: { first: 90, all: 200 } }]);
    expect(report.ok).toBe(true);
  });
});
