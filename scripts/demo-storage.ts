// A borrower reaches some pages with something in localStorage: the complaint form with the draft complaint home
// left, the second repayment-code page with the repayment saved before it opened. A route's "demoStorage" says what
// (schemas/routes.json), /dev/demo lists it per screen, and the bench and the budget check open such a page with it in
// place; without it they would measure the page's dead end (a message and a button) instead of the page.
import type { BrowserContext } from 'playwright-core';
import { chromium } from 'playwright-core';

/** What to put in localStorage before the page opens (key -> stored text), as /dev/demo lists it. */
export type DemoStorage = Readonly<Record<string, string>> | undefined;

/** A page the bench opens: its link, and what a borrower arrives with. */
export interface DemoPage {
  title: string;
  url: string;
  localStorage?: DemoStorage;
}

/** For a Playwright context: `entries` are in localStorage before any script of any page of the context runs. */
export async function seedOnOpen(context: BrowserContext, entries: DemoStorage): Promise<void> {
  if (!entries) return;
  await context.addInitScript((seed: Record<string, string>) => {
    try {
      for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
    } catch {
      // A frame without storage of its own (about:blank) has nothing to seed.
    }
  }, entries);
}

/**
 * For Lighthouse, which clears the origin's storage and the browser's cache before each run (so a seed put there
 * before it would be wiped): clears both itself, the same way, then puts `entries` in place, for a run with
 * `disableStorageReset`. It connects to the browser only for this and disconnects before the run, so that nothing
 * but Lighthouse is attached while it measures.
 */
export async function resetAndSeed(debuggingPort: number, url: string, entries: Readonly<Record<string, string>>): Promise<void> {
  const origin = new URL(url).origin;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context to seed');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    // A page of the origin that loads nothing else: the storage is the origin's, whatever the page.
    await page.goto(`${origin}/dev/demo`);
    await page.evaluate((seed) => {
      for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
    }, entries);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}
