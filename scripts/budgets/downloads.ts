// What a page really downloads (issue 27), in Chromium at 360×800 with a cold cache: every script and stylesheet it
// requests from opening until the network is quiet, and the scripts and styles its HTML carries inline (a route's
// loader and styles, the site's styles: scripts/inline-assets.ts). A page is opened twice, in a fresh browser context each time:
// - on slow or metered data (navigator.connection says 3g and saveData), where nothing is fetched on spec
//   (src/platform/idle-prefetch.ts): what it downloads is its first load;
// - on fast data (4g, saveData off): what it downloads is its total; the files beyond the first load are its idle
//   prefetch.
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { seedOnOpen, type DemoStorage } from '../demo-storage.ts';

export type Connection = 'metered' | 'fast';

const connections: Record<Connection, { effectiveType: string; saveData: boolean }> = {
  metered: { effectiveType: '3g', saveData: true },
  fast: { effectiveType: '4g', saveData: false },
};

/** How long the network must stay quiet, with the page idle, before the count stops. */
export const quietMs = 1_000;
/** The longest one open may take. */
const openTimeoutMs = 45_000;

/** Makes the page see the given connection as navigator.connection (Chromium's own says 4g, no saveData). */
export async function emulateConnection(context: BrowserContext, connection: Connection): Promise<void> {
  // A string, not a function: tsx compiles a function with helpers (__name) that the page does not have.
  const info = JSON.stringify(connections[connection]);
  await context.addInitScript({
    content: `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ ...${info}, addEventListener() {}, removeEventListener() {} }) });`,
  });
}

/**
 * Opens `url` and returns the path of every script and stylesheet requested until the network has been quiet for
 * `quietMs` and the page has had an idle moment (an idle callback may start a prefetch after a quiet spell).
 */
export async function downloadedFiles(browser: Browser, url: string, connection: Connection, localStorage?: DemoStorage): Promise<{ files: string[]; inline: string }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  try {
    await emulateConnection(context, connection);
    await seedOnOpen(context, localStorage);
    const page = await context.newPage();
    const files = new Set<string>();
    let inFlight = 0;
    let lastActivity = Date.now();
    const settled = (request: Request) => {
      if (isCounted(request)) {
        inFlight -= 1;
        lastActivity = Date.now();
      }
    };
    page.on('request', (request) => {
      if (!isCounted(request)) return;
      files.add(new URL(request.url()).pathname);
      inFlight += 1;
      lastActivity = Date.now();
    });
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    const response = await page.goto(url, { waitUntil: 'load', timeout: openTimeoutMs });
    const inline = inlineCode((await response?.text()) ?? '');
    const deadline = Date.now() + openTimeoutMs;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`${url} did not go quiet within ${openTimeoutMs / 1000} s`);
      if (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      const before = files.size;
      // One idle callback (and a frame after it) in the page: a prefetch scheduled for idle time starts by then.
      // (A string, as for the init script above.)
      await page.evaluate('new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 100)), { timeout: 2000 }))');
      if (files.size === before && inFlight === 0) return { files: [...files].sort(), inline };
    }
  } finally {
    await context.close();
  }
}

/** Scripts and stylesheets, module preloads included: what a budget counts. */
function isCounted(request: Request): boolean {
  const type = request.resourceType();
  return type === 'script' || type === 'stylesheet' || /\.(m?js|css)(\?|$)/.test(new URL(request.url()).pathname);
}

/** The text of the inline scripts and styles in a page's HTML, one after the other. */
export function inlineCode(html: string): string {
  const elements = html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi);
  return [...elements]
    .filter(([, tag, attributes]) => tag!.toLowerCase() === 'style' || !/\ssrc=/i.test(attributes!))
    .map(([, , , text]) => text)
    .join('\n');
}

export interface PageDownloads {
  /** Files downloaded on slow or metered data: the first load. */
  first: string[];
  /** Files downloaded on fast data; those not in `first` are idle prefetch. */
  all: string[];
  /** The scripts and styles its HTML carries inline: part of its first load. */
  inline: string;
}

/** `localStorage`: what a borrower arrives at the page with (its route's demoStorage), or the page is its dead end. */
export async function pageDownloads(browser: Browser, url: string, localStorage?: DemoStorage): Promise<PageDownloads> {
  // The two opens run side by side, each in its own context: bytes, not time, are counted.
  const [first, fast] = await Promise.all([downloadedFiles(browser, url, 'metered', localStorage), downloadedFiles(browser, url, 'fast', localStorage)]);
  // A file the metered open fetched is paid on fast data too, even if that open happened not to reach it.
  return { first: first.files, all: [...new Set([...first.files, ...fast.files])].sort(), inline: first.inline };
}
