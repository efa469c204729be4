// Lighthouse 13 with its default mobile settings (simulated slow 4G and 4x CPU slowdown, a Moto G Power screen)
// against the reference server, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import { httpsFrontBrowserArgs } from './https-front.ts';

export const goals = { score: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02 } as const;

export interface LighthouseResult {
  title: string;
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export async function runLighthouse(pages: { title: string; url: string }[], log: (line: string) => void): Promise<LighthouseResult[]> {
  // chrome-launcher adds --remote-debugging-port; --headless etc. come from the browser tests' flags.
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, ...httpsFrontBrowserArgs] });
  const results: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      const run = await lighthouse(page.url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.url}: ${lhr.runtimeError.message}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const result = {
        title: page.title,
        url: page.url,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
      };
      log(`  lighthouse ${page.title}: ${result.score}`);
      results.push(result);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
