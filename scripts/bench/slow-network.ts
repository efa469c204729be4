// Data screens on a cheap phone over 3G (issue 27): each route that calls the server on opening (schemas/routes.json
// "loads") is opened in Chromium at 360×800 with a cold cache, over DevTools' "3G" profile (1.44 Mbps down, 675 kbps
// up, 562.5 ms latency) and a 4x CPU slowdown, served as Lighthouse's routes are (HTTPS and HTTP/2, as from a CDN: over
// HTTP/1.1, six connections fetch a route's thirty-odd files one round trip of 0.56 s after another, which a
// deployment does not), and timed from navigation until its content is shown: nothing on the
// page busy any more (aria-busy, which every loading skeleton sets) and text in the app's root. Printed, not a test;
// the goal is 3 s.
import type { Browser } from 'playwright-core';
import { seedOnOpen, type DemoPage, type DemoStorage } from '../demo-storage.ts';
import { percentile } from './stats.ts';

export const slowNetwork = {
  name: '3G (DevTools preset: 1.44 Mbps down, 675 kbps up, 562.5 ms latency), 4x CPU slowdown',
  latency: 562.5,
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
  cpuSlowdown: 4,
} as const;

export const contentGoalMs = 3_000;

export interface SlowNetworkResult {
  title: string;
  runs: number;
  /** Median and worst milliseconds from navigation to content shown; NaN when it never showed within the limit. */
  medianMs: number;
  maxMs: number;
}

// In the page: the first moment the app's root has text and nothing is busy, in ms since navigation started.
const contentWatch = `
  (() => {
    const shown = () => {
      const root = document.getElementById('root');
      return !!root && root.textContent.trim() !== '' && !document.querySelector('[aria-busy="true"]');
    };
    const check = () => {
      if (window.__contentShownAt === undefined && document.readyState !== 'loading' && shown()) window.__contentShownAt = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('DOMContentLoaded', check);
  })();
`;

/** The longest one open is waited for: past it the content counts as never shown. */
const openLimitMs = 60_000;

export async function openOnce(browser: Browser, url: string, throttled = true, localStorage?: DemoStorage): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, ignoreHTTPSErrors: true });
  try {
    await seedOnOpen(context, localStorage);
    await context.addInitScript({ content: contentWatch });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttled) {
      const { latency, downloadThroughput, uploadThroughput } = slowNetwork;
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput, uploadThroughput });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowNetwork.cpuSlowdown });
    }
    await page.goto(url, { waitUntil: 'commit', timeout: openLimitMs });
    // Polled with evaluate: waitForFunction with a string builds a function in the page, which the CSP refuses.
    const deadline = Date.now() + openLimitMs;
    while (Date.now() < deadline) {
      // A navigation in between (the page loading) destroys the context that the question was asked in: ask again.
      const shownAt = (await page.evaluate('window.__contentShownAt').catch(() => undefined)) as number | undefined;
      if (shownAt !== undefined) return shownAt;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return Number.NaN;
  } finally {
    await context.close();
  }
}

export async function measureSlowNetwork(browser: Browser, pages: DemoPage[], runs: number, log: (line: string) => void): Promise<SlowNetworkResult[]> {
  const results: SlowNetworkResult[] = [];
  for (const page of pages) {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) times.push(await openOnce(browser, page.url, true, page.localStorage));
    const shown = times.filter((time) => Number.isFinite(time));
    const result = {
      title: page.title,
      runs,
      medianMs: shown.length === times.length ? percentile(times, 50) : Number.NaN,
      maxMs: shown.length === times.length ? Math.max(...times) : Number.NaN,
    };
    log(`  3G ${page.title}: ${Math.round(result.medianMs)} ms`);
    results.push(result);
  }
  return results;
}
