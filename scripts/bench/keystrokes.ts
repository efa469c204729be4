// Keystroke latency: the 100-field bank-binding form, ours against stock rjsf and against the floor (the same
// fields as bare, uncontrolled inputs: what the browser itself costs), typing into fields 1, 50 and 100 under a 4x
// CPU throttle. The page (scripts/bench/page) is built into .bench/page and served without a CSP, which stock rjsf
// needs for its runtime ajv. The three forms are open side by side and take turns field by field, so that the
// shared machine's load of the moment falls on all three alike.
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { build } from 'vite';
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, Page } from 'playwright-core';
import { fieldCode } from './page/bench-card-init.ts';
import { summarize, type LatencySummary } from './stats.ts';

export const typedFields = [1, 50, 100];
/** What is typed into each field: a digit string, valid for text, number and bank-card fields alike. */
export const typedText = '4111222233334444555566667777888899990000';
export const cpuThrottle = 4;

export const forms = ['floor', 'ours', 'stock'] as const;
export type BenchForm = (typeof forms)[number];

export interface KeystrokeResult extends LatencySummary {
  form: BenchForm;
  field: number;
  /** Every key's latency (ms), in the order typed. */
  latencies: number[];
}

const benchDir = path.resolve('.bench/page');

export async function buildBenchPage(): Promise<void> {
  await build({ configFile: path.resolve('scripts/bench/vite.bench.config.ts') });
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(benchDir, pathname === '/' ? 'bench.html' : path.normalize(pathname));
    if (!file.startsWith(benchDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

/** The pause between one key's paint and the next key, about a quick typist's. */
export const typingGapMs = 60;

// Each key is pressed once the one before it is on the screen (latency.ts: painted), so that a key's latency is
// its own. Typed at a fixed pace instead (keyboard.type with a delay, as this bench did before), every key pressed
// while an earlier one was not yet on the screen waited for that same paint and reported it: the page goes on
// handling keys while its drawing lags (behind the form's work after a key, or the compositor, which the CPU
// throttle does not slow but the shared machine starves), so one stall counted once per key typed during it, each
// shorter by the pace. Three such keys of 40 make the p95. On 2026-11-25 at the old pace ours measured 1643, 1352,
// 1014, 701 and 361 ms on five keys in a row of field 100 (p95 1014 ms, median 128 ms); waiting for each key's frame
// alone, stock's field 1 still read 14.1, 12.7, 12.3, 11.7 s... on keys whose frames had run, as Event Timing
// dated them all to one late presentation, so the probe waits for that too, at most 500 ms a key: a longer stall
// (stock's 19 s after its first key) still spreads over the keys typed through it. The floor's field 100 once
// measuring 1.6 s (bare inputs, with nothing to do; that page was not kept) is this defect's shape: a stall,
// counted on the keys typed through it.
async function typeKeyByKey(page: Page, text: string): Promise<void> {
  for (const key of text) {
    await page.keyboard.press(key);
    await page.evaluate(() => window.__latency.painted());
    await delay(typingGapMs);
  }
}

export async function measureKeystrokes(browser: Browser): Promise<KeystrokeResult[]> {
  const { server, url } = await serve();
  const results: KeystrokeResult[] = [];
  const pages = [];
  try {
    for (const form of forms) {
      const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
      pages.push({ form, page });
      const cdp = await page.context().newCDPSession(page);
      await page.goto(`${url}/?form=${form}`);
      await page.locator(`#root_${fieldCode(100)}`).waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    }
    for (const field of typedFields) {
      for (const { form, page } of pages) {
        const input = page.locator(`#root_${fieldCode(field)}`);
        await input.scrollIntoViewIfNeeded();
        await input.click();
        await page.evaluate(() => window.__latency.take());
        await typeKeyByKey(page, typedText);
        const latencies = await page.evaluate(() => window.__latency.take());
        results.push({ form, field, ...summarize(latencies), latencies });
        const typed = await input.inputValue();
        if (typed !== typedText) throw new Error(`Field ${field} of the ${form} form holds '${typed}', not what was typed`);
      }
    }
  } finally {
    await Promise.all(pages.map(({ page }) => page.close()));
    server.close();
  }
  return results;
}
