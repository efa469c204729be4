// Repeat opens: a page opened twice in one browser profile. Hashed assets are served as immutable, so the second
// open should take every script from the cache: 0 JS bytes over the network.
import type { Browser, BrowserContext } from 'playwright-core';
import { seedOnOpen, type DemoPage } from '../demo-storage.ts';

export interface RepeatOpenResult {
  title: string;
  firstJsBytes: number;
  repeatJsBytes: number;
  repeatJsRequests: number;
}

/** Script bytes that came over the network (not from a cache) while `open` ran. */
async function scriptBytes(context: BrowserContext, url: string): Promise<{ bytes: number; requests: number }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, { cached: boolean }>();
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, { cached: event.response.fromDiskCache === true || event.response.fromPrefetchCache === true });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.cached = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script && !script.cached) {
      bytes += event.encodedDataLength;
      requests += 1;
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return { bytes, requests };
}

export async function measureRepeatOpens(browser: Browser, pages: DemoPage[]): Promise<RepeatOpenResult[]> {
  const results: RepeatOpenResult[] = [];
  for (const { title, url, localStorage } of pages) {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await seedOnOpen(context, localStorage);
    const first = await scriptBytes(context, url);
    const repeat = await scriptBytes(context, url);
    await context.close();
    results.push({ title, firstJsBytes: first.bytes, repeatJsBytes: repeat.bytes, repeatJsRequests: repeat.requests });
  }
  return results;
}
