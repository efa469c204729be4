// `npm run bench`: a benchmark, not a test (nothing here passes or fails). It builds the app if dist/ is missing,
// starts the reference server on a temporary database with the demo data, and prints:
// - Lighthouse (mobile defaults) on every borrower route that /dev/demo lists and that has a screen, opened over
//   HTTPS and HTTP/2 as borrowers open them, the hashed assets from the front's memory as from a CDN's edge
//   (https-front.ts; `-- --http1` opens the reference server directly, `-- --origin-assets` has the front forward
//   every asset to it);
// - Lighthouse in all four categories (performance, accessibility, best practices, SEO) on every page of the
//   marketing site (core/site-pages.ts), the same way;
// - keystroke latency on a 100-field bank-binding form, ours against bare inputs (the floor) and stock rjsf, under a
//   4x CPU throttle;
// - repeat opens: the JS bytes a second open of each route downloads;
// - slow network (slow-network.ts): each data screen over 3G with a 4x CPU slowdown, until its content shows.
// - on request only (`-- --only tasks`), the long tasks of each route's opening at 4x CPU and what ran in them
//   (long-tasks.ts), to find what Lighthouse's TBT is made of;
// - load (load.ts): 200 concurrent clients for 30 s over the main read and write calls, on PGlite and PostgreSQL, on
//   servers of its own, before the other parts (it loads the machine while it runs).
// Results also go to .bench/results.json. `npm run bench -- --only keystrokes` (or lighthouse, site, repeat, slow, load, tasks) runs one part;
// `-- --runs 1` runs Lighthouse once per route instead of five times; `-- --routes confirmNewUrl,bindBank` only those routes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import { buildBenchPage, cpuThrottle, measureKeystrokes, typedFields, typedText, type BenchForm, type KeystrokeResult } from './keystrokes.ts';
import type { DemoPage } from '../demo-storage.ts';
import { startHttpsFront } from './https-front.ts';
import { defaultRuns, goals, meetsGoals, runLighthouse, runSiteLighthouse, siteCategories, type LighthouseResult, type SiteLighthouseResult, type Spread } from './lighthouse.ts';
import { sitePages } from '../../core/site-pages.ts';
import { measureRepeatOpens, type RepeatOpenResult } from './repeat-open.ts';
import { startReferenceServer } from './reference-server.ts';
import { loadDefaults, runLoadBench } from './load.ts';
import { judgeKeystrokes, keystrokeGoals, table } from './stats.ts';
import { contentGoalMs, measureSlowNetwork, slowNetwork, type SlowNetworkResult } from './slow-network.ts';
import { longTaskMs, traceLongTasks, type RouteTasks } from './long-tasks.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);
const ms = (value: number) => `${Math.round(value)} ms`;
const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');


/** A screen as /dev/demo lists it (server/http/demo-links.ts), with what a borrower arrives with in localStorage. */
interface DemoScreen extends DemoPage {
  route: string;
}

/**
 * The borrower routes /dev/demo lists whose route has a screen (a route without one is the not-found page), or only
 * those named in `only`.
 */
async function borrowerPages(origin: string, only?: string[]): Promise<DemoScreen[]> {
  const answer = await fetch(`${origin}/dev/demo`);
  if (!answer.ok) throw new Error(`/dev/demo answered ${answer.status}`);
  const list = (await answer.json()) as { screens: DemoScreen[] };
  const served = routeTable.routes as Record<string, { screen?: string }>;
  const unknown = only?.filter((route) => !list.screens.some((screen) => screen.route === route)) ?? [];
  if (unknown.length > 0) throw new Error(`--routes names routes /dev/demo does not list: ${unknown.join(', ')}`);
  return list.screens
    .filter((screen) => served[screen.route]?.screen && (!only || only.includes(screen.route)))
    .map((screen) => ({ ...screen, title: `${screen.route} (${screen.title})`, url: `${origin}${screen.url}` }));
}

/**
 * The promotion register page at the first link /dev/demo lists for a running promotion: a data screen too (it asks
 * for its landing template and a sid as it opens, schemas/promo-page.json), for visitors arriving from an ad.
 */
async function promotionPage(origin: string, openedAt: string): Promise<DemoPage[]> {
  const list = (await (await fetch(`${origin}/dev/demo`)).json()) as { promo: { url: string; running: boolean }[] };
  const running = list.promo.find((link) => link.running);
  return running ? [{ title: 'promotion page (Register)', url: `${openedAt}${running.url}` }] : [];
}

/** Which pages every measure opened with localStorage in place, and what: the route's "demoStorage". */
function seededNote(pages: DemoScreen[]): string {
  const seeded = pages.filter((page) => page.localStorage).map((page) => `${page.route} (${Object.keys(page.localStorage ?? {}).join(', ')})`);
  return seeded.length === 0 ? '' : `Opened as a borrower reaches them, with localStorage in place (the route's "demoStorage"): ${seeded.join(', ')}`;
}

function lighthouseTable(rows: LighthouseResult[]): string {
  return table(
    ['route', 'score', 'LCP', 'TBT', 'CLS', 'goals (medians)'],
    rows.map((row) => {
      const seconds = (value: number) => (value / 1000).toFixed(2);
      const range = (figure: Spread, show: (value: number) => string) => (row.runs > 1 ? ` (${show(figure.min)}–${show(figure.max)})` : '');
      return [
        row.title,
        String(row.score.median) + range(row.score, String),
        `${seconds(row.lcpMs.median)} s${range(row.lcpMs, seconds)}`,
        ms(row.tbtMs.median) + range(row.tbtMs, (value) => String(Math.round(value))),
        row.cls.median.toFixed(3),
        mark(meetsGoals(row)),
      ];
    }),
  );
}

function siteTable(rows: SiteLighthouseResult[]): string {
  const range = (runs: number, figure: Spread, show: (value: number) => string) => (runs > 1 ? ` (${show(figure.min)}–${show(figure.max)})` : '');
  const figures = table(
    ['page', ...siteCategories, 'LCP', 'TBT', 'CLS'],
    rows.map((row) => [
      row.title,
      ...siteCategories.map((category) => String(row.scores[category].median) + range(row.runs, row.scores[category], String)),
      `${(row.lcpMs.median / 1000).toFixed(2)} s`,
      ms(row.tbtMs.median),
      row.cls.median.toFixed(3),
    ]),
  );
  const shortfalls = rows.filter((row) => row.shortfalls.length > 0).map((row) => `  ${row.title}: ${row.shortfalls.join(', ')}`);
  return shortfalls.length > 0 ? `${figures}\nAudits below full marks in some run:\n${shortfalls.join('\n')}` : figures;
}

const formNames: Record<BenchForm, string> = { floor: 'floor (bare inputs)', ours: 'ours (SchemaForm)', stock: 'stock rjsf + ajv8, liveValidate' };

/** Per field: the floor, ours and stock, with ours judged against both (stats.ts: keystrokeGoals). */
function keystrokeTable(rows: KeystrokeResult[]): string {
  const p95 = (form: BenchForm, field: number) => rows.find((row) => row.form === form && row.field === field)?.p95 ?? Number.NaN;
  return table(
    ['field', 'form', 'keys', 'p50', 'p95', 'max', 'p95 vs floor', 'p95 vs stock', 'goals'],
    rows.map((row) => {
      if (row.form !== 'ours') return [String(row.field), formNames[row.form], String(row.keys), ms(row.p50), ms(row.p95), ms(row.max), '', '', ''];
      const verdict = judgeKeystrokes({ floor: p95('floor', row.field), ours: row.p95, stock: p95('stock', row.field) });
      const missed = [!verdict.withinFloor && 'floor', !verdict.fasterThanStock && 'stock'].filter(Boolean).join(', ');
      return [
        String(row.field),
        formNames[row.form],
        String(row.keys),
        ms(row.p50),
        ms(row.p95),
        ms(row.max),
        `${verdict.ofFloor.toFixed(2)}x`,
        `${verdict.overStock.toFixed(1)}x faster`,
        verdict.ok ? mark(true) : `${mark(false)} (${missed})`,
      ];
    }),
  );
}

function slowTable(rows: SlowNetworkResult[]): string {
  const shown = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'not shown');
  return table(
    ['route', 'content shown (median)', 'worst', 'goal'],
    rows.map((row) => [row.title, shown(row.medianMs), shown(row.maxMs), mark(Number.isFinite(row.maxMs) && row.medianMs <= contentGoalMs)]),
  );
}

function tasksTable(rows: RouteTasks[]): string {
  return table(
    ['route', 'at', 'task', 'what ran', "most self time in the route's long tasks (profiled open)"],
    rows.flatMap(({ title, tasks, functions }) =>
      tasks.length === 0
        ? [[title, '', 'none', '', functions.join('; ')]]
        : tasks.map((task, index) => [title, ms(task.atMs), ms(task.ms), task.phases.join('; '), index === 0 ? functions.join('; ') : '']),
    ),
  );
}

function repeatTable(rows: RepeatOpenResult[]): string {
  return table(
    ['route', 'JS first open', 'JS repeat open'],
    rows.map((row) => [row.title, `${(row.firstJsBytes / 1024).toFixed(1)} KB`, `${row.repeatJsBytes} B (${row.repeatJsRequests} requests)`]),
  );
}

type Part = 'lighthouse' | 'site' | 'keystrokes' | 'repeat' | 'slow' | 'load' | 'tasks';

function partsToRun(args: string[]): Set<Part> {
  const at = args.indexOf('--only');
  // The long tasks are a diagnosis, not a figure with a goal: run only when asked for.
  const measured: Part[] = ['lighthouse', 'site', 'keystrokes', 'repeat', 'slow', 'load'];
  const all: Part[] = [...measured, 'tasks'];
  if (at === -1) return new Set(measured);
  const chosen = (args[at + 1] ?? '').split(',') as Part[];
  if (!chosen.every((part) => all.includes(part))) throw new Error(`--only takes ${all.join(', ')} (comma-separated)`);
  return new Set(chosen);
}

async function main(): Promise<void> {
  const started = Date.now();
  const parts = partsToRun(process.argv.slice(2));
  // The load part starts servers of its own (load.ts) and needs no built app, browser or shared server.
  if (parts.delete('load')) {
    // `-- --load-seconds 10 --load-clients 100`: a shorter or lighter run (30 s and 200 clients by default).
    const argument = (name: string) => {
      const at = process.argv.indexOf(name);
      return at === -1 ? undefined : Number(process.argv[at + 1]);
    };
    const seconds = argument('--load-seconds');
    const clients = argument('--load-clients');
    console.log(
      await runLoadBench(log, {
        ...loadDefaults,
        ...(seconds ? { durationSeconds: seconds, rateLimitSeconds: Math.min(loadDefaults.rateLimitSeconds, seconds) } : {}),
        ...(clients ? { connections: clients } : {}),
      }),
    );
    if (parts.size === 0) return;
  }
  // keystrokes.ts serves its own page: a run of that part alone needs neither the app nor the reference server.
  const needsApp = [...parts].some((part) => part !== 'keystrokes');
  // The reference server serves DIST_DIR (server/config.ts), dist/ unless it is set.
  const distDir = process.env.DIST_DIR || 'dist';
  if (needsApp && !existsSync(path.join(distDir, '.vite/manifest.json'))) {
    log(`${distDir} is missing: building the app...`);
    execFileSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  if (parts.has('keystrokes')) {
    log('Building the keystroke benchmark page into .bench/page...');
    await buildBenchPage();
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  // Up to three minutes: opening and seeding PGlite is slow on a loaded machine.
  const server = needsApp ? await startReferenceServer(dataDir, 180_000) : undefined;
  const overHttp1 = process.argv.includes('--http1');
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt === -1 ? defaultRuns : Number(process.argv[runsAt + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of Lighthouse runs per route');
  const keepImmutable = !process.argv.includes('--origin-assets');
  const front = overHttp1 || !server ? null : await startHttpsFront(server.url, { keepImmutable });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const routesAt = process.argv.indexOf('--routes');
    const only = routesAt === -1 ? undefined : (process.argv[routesAt + 1] ?? '').split(',').filter(Boolean);
    const pages = server ? await borrowerPages(server.url, only) : [];
    const transport = front ? `HTTPS + HTTP/2, as from a CDN${keepImmutable ? ' (hashed assets from its edge)' : ' (every asset from the reference server)'}` : 'plain HTTP/1.1 to the reference server';
    const overTransport = front && server ? pages.map((page) => ({ ...page, url: page.url.replace(server.url, front.url) })) : pages;
    log(`Lighthouse on ${pages.length} routes...`);
    const lighthouse = parts.has('lighthouse') ? await runLighthouse(overTransport, runs, log) : [];
    const siteOrigin = front?.url ?? server?.url ?? '';
    log(`Lighthouse on the site's ${sitePages.length} pages...`);
    const site = parts.has('site') ? await runSiteLighthouse(sitePages.map((page) => ({ title: page.path, url: `${siteOrigin}${page.path}` })), runs, log) : [];
    log('Keystroke latency...');
    const keystrokes = parts.has('keystrokes') ? await measureKeystrokes(browser) : [];
    log('Repeat opens...');
    const repeats = parts.has('repeat') ? await measureRepeatOpens(browser, pages) : [];
    log('Data screens over 3G with a 4x CPU slowdown...');
    const loading = routeTable.routes as Record<string, { loads?: unknown }>;
    const promotion = parts.has('slow') && server && !only ? await promotionPage(server.url, front?.url ?? server.url) : [];
    const slow = parts.has('slow') ? await measureSlowNetwork(browser, [...overTransport.filter((page) => loading[page.route]?.loads), ...promotion], runs, log) : [];
    if (parts.has('tasks')) log('Long tasks at 4x CPU...');
    const tasks = parts.has('tasks') ? await traceLongTasks(browser, overTransport, log) : [];

    const minutes = ((Date.now() - started) / 60_000).toFixed(1);
    const report = [
      `Lighthouse ${'13'} mobile defaults over ${transport}, Chromium ${browser.version()}, median of ${runs} runs (range); goals: score >= ${goals.score}, LCP <= ${goals.lcpMs / 1000} s, TBT <= ${goals.tbtMs} ms, CLS <= ${goals.cls}`,
      lighthouseTable(lighthouse),
      seededNote(pages),
      '',
      `Marketing site: Lighthouse 13 mobile defaults in all four categories over ${transport}, median of ${runs} runs (range); goal: 100 in each`,
      siteTable(site),
      '',
      `Keystroke event-to-paint, 100-field bank-binding form, typing ${typedText.length} keys into fields ${typedFields.join(', ')} at ${cpuThrottle}x CPU throttle, the three forms taking turns in one run; goals: our p95 <= ${keystrokeGoals.ofFloor}x the floor's and >= ${keystrokeGoals.overStock}x faster than stock's, on every field`,
      keystrokeTable(keystrokes),
      '',
      'Repeat opens in one browser profile (hashed assets are immutable); goal: 0 JS bytes the second time',
      repeatTable(repeats),
      '',
      `Data screens (routes with "loads", and the promotion page) over ${slowNetwork.name}, ${transport}, cold cache, 360×800, median of ${runs} opens; goal: content shown within ${contentGoalMs / 1000} s`,
      slowTable(slow),
      '',
      ...(parts.has('tasks') ? [`Long tasks (over ${longTaskMs} ms) of each route's opening, 4x CPU, cold cache, until 2 s after the network is quiet: what ran in each (an open without the CPU profiler, which would move compiles onto the main thread), and the functions with the most self time in them (a second open, with it)`, tasksTable(tasks), ''] : []),
      `Bench took ${minutes} min.`,
    ].join('\n');
    console.log(report);
    mkdirSync('.bench', { recursive: true });
    writeFileSync('.bench/results.json', JSON.stringify({ date: new Date().toISOString(), lighthouse, site, keystrokes, repeats, slow, tasks }, null, 2));
  } finally {
    await browser.close();
    await front?.close();
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
