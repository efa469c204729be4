// Lighthouse 13 with its default mobile settings (simulated slow 4G and 4x CPU slowdown, a Moto G Power screen)
// against the reference server, in Debian's Chromium. One run of a route varies by tens of milliseconds of TBT
// with whatever else the machine is doing, so each route runs several times and the table gives the median of each
// figure, with the range beside it (Lighthouse's own advice: docs/variability.md, five runs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import { resetAndSeed, type DemoPage } from '../demo-storage.ts';
import { httpsFrontBrowserArgs } from './https-front.ts';
import { percentile } from './stats.ts';

// Issue 27: what a cheap phone needs, on the median of five runs.
export const goals = { score: 98, lcpMs: 1200, tbtMs: 50, cls: 0 } as const;

export const defaultRuns = 5;

/** A figure over a route's runs. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface LighthouseResult {
  title: string;
  url: string;
  runs: number;
  score: Spread;
  lcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
}

export function spread(values: readonly number[]): Spread {
  return { median: percentile(values, 50), min: Math.min(...values), max: Math.max(...values) };
}

export function meetsGoals(result: LighthouseResult): boolean {
  return result.score.median >= goals.score && result.lcpMs.median <= goals.lcpMs && result.tbtMs.median <= goals.tbtMs && result.cls.median <= goals.cls;
}

// chrome-launcher adds --remote-debugging-port; --headless etc. come from the browser tests' flags.
const launchChrome = () => chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, ...httpsFrontBrowserArgs] });

export async function runLighthouse(pages: DemoPage[], runs: number, log: (line: string) => void): Promise<LighthouseResult[]> {
  const chrome = await launchChrome();
  const results: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      const figures = { score: [] as number[], lcpMs: [] as number[], tbtMs: [] as number[], cls: [] as number[] };
      for (let run = 0; run < runs; run += 1) {
        // A page a borrower reaches with localStorage gets it (demo-storage.ts), in place of Lighthouse's own reset.
        if (page.localStorage) await resetAndSeed(chrome.port, page.url, page.localStorage);
        const flags = { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' as const, output: 'json' as const, disableStorageReset: page.localStorage !== undefined };
        const lhr = (await lighthouse(page.url, flags))?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.url}: ${lhr.runtimeError.message}`);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        figures.score.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        figures.lcpMs.push(numeric('largest-contentful-paint'));
        figures.tbtMs.push(numeric('total-blocking-time'));
        figures.cls.push(numeric('cumulative-layout-shift'));
      }
      const result = { title: page.title, url: page.url, runs, score: spread(figures.score), lcpMs: spread(figures.lcpMs), tbtMs: spread(figures.tbtMs), cls: spread(figures.cls) };
      log(`  lighthouse ${page.title}: ${result.score.median}`);
      results.push(result);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** The four categories the marketing site is held to (issue 16): the goal is 100 in each, on the median. */
export const siteCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type SiteCategory = (typeof siteCategories)[number];

export interface SiteLighthouseResult {
  title: string;
  url: string;
  runs: number;
  scores: Record<SiteCategory, Spread>;
  lcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
  /** The audits that scored below 1 in any run (their ids), so a score under 100 says why. */
  shortfalls: string[];
}

/** Lighthouse in all four categories on each page of the marketing site, `runs` times each. */
export async function runSiteLighthouse(pages: { title: string; url: string }[], runs: number, log: (line: string) => void): Promise<SiteLighthouseResult[]> {
  const chrome = await launchChrome();
  const results: SiteLighthouseResult[] = [];
  try {
    for (const page of pages) {
      const scores = Object.fromEntries(siteCategories.map((category) => [category, [] as number[]])) as Record<SiteCategory, number[]>;
      const figures = { lcpMs: [] as number[], tbtMs: [] as number[], cls: [] as number[] };
      const shortfalls = new Set<string>();
      for (let run = 0; run < runs; run += 1) {
        const lhr = (await lighthouse(page.url, { port: chrome.port, onlyCategories: [...siteCategories], logLevel: 'error', output: 'json' }))?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.url}: ${lhr.runtimeError.message}`);
        for (const category of siteCategories) {
          const result = lhr.categories[category];
          scores[category].push(Math.round((result?.score ?? 0) * 100));
          for (const ref of result?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) shortfalls.add(`${category}/${ref.id}`);
          }
        }
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        figures.lcpMs.push(numeric('largest-contentful-paint'));
        figures.tbtMs.push(numeric('total-blocking-time'));
        figures.cls.push(numeric('cumulative-layout-shift'));
      }
      const result: SiteLighthouseResult = {
        title: page.title,
        url: page.url,
        runs,
        scores: Object.fromEntries(siteCategories.map((category) => [category, spread(scores[category])])) as Record<SiteCategory, Spread>,
        lcpMs: spread(figures.lcpMs),
        tbtMs: spread(figures.tbtMs),
        cls: spread(figures.cls),
        shortfalls: [...shortfalls].sort(),
      };
      log(`  lighthouse ${page.title}: ${siteCategories.map((category) => result.scores[category].median).join(' / ')}`);
      results.push(result);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
