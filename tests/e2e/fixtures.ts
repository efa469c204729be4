import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtChunkNames } from '../../scripts/budgets/measure.ts';
import { loadConfig } from '../../server/config.ts';
import { startServer } from '../../server/start.ts';
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import { secretInputs, sensitiveStored, storageOf } from './sensitive-storage.ts';

export interface TestServer {
  url: string;
  db: Awaited<ReturnType<typeof startServer>>['db'];
}

/** Query string of a demo borrower's session, as the native app puts it in the page URL. */
export function sessionQuery(key = 'maria'): string {
  const borrower = demo.borrowers.find((b) => b.key === key);
  if (!borrower) throw new Error(`No demo borrower '${key}'`);
  return new URLSearchParams(borrower.session).toString();
}

/** A request the page made, and the script that sent it. */
export interface SentRequest {
  url: string;
  /**
   * The URL of the script at the top of the request's initiator stack: the page's own URL for its inline loader, an
   * /assets/ file for the app; undefined for what the browser asked for itself (the document, the files its preload
   * scanner found in the HTML).
   */
  sender: string | undefined;
}

/**
 * Records who sends each request the page makes from now on (reloads included). The order of requests says nothing
 * about who sent a call: the preload scanner asks for a page's files before its inline loader has run.
 */
export async function recordSenders(page: Page): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    sent.push({ url: request.url, sender: initiator.stack?.callFrames[0]?.url });
  });
  return sent;
}

/** What rolldown calls each file of the served build, by the path it is served at (`builtChunkNames`). */
export function builtChunks(): (pathname: string) => string | undefined {
  // Read on first use, not when a spec file is loaded: Playwright loads the files to list the tests before any build.
  let names: Map<string, string> | undefined;
  return (pathname) => {
    names ??= builtChunkNames(loadConfig().distDir);
    return names.get(pathname);
  };
}

interface PageProblems {
  cspViolations: string[];
  consoleErrors: string[];
}

// One server per worker, on a free port with a fresh database, so tests can read the database back.
// Every page records CSP violations, console errors and uncaught errors; a test fails on any.
export const test = base.extend<{ problems: PageProblems; storageHoldsNothingSensitive: void }, { server: TestServer }>({
  server: [
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'borrower-e2e-'));
      const server = await startServer({ port: 0, dataDir, demo: true });
      await use({ url: server.url, db: server.db });
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    // Its own time limit, not a test's: opening PGlite and seeding the demo data can take over a minute on a loaded
    // 2-core machine, and a timeout here fails whichever test happened to come first.
    { scope: 'worker', timeout: 180_000 },
  ],
  storageHoldsNothingSensitive: [
    async ({ context }, use) => {
      // The last value of each secret field (not every keystroke's prefix, which a phone number might contain).
      const lastTyped = new Map<string, string>();
      await context.exposeBinding('__typedSecret', (_source, field: string, value: string) => lastTyped.set(field, value));
      await context.addInitScript((selector) => {
        // The developer preview page keeps its params on purpose (not a borrower's, and outside schemas/storage).
        if (location.pathname.startsWith('/testPreview')) return;
        const report = (window as unknown as { __typedSecret: (field: string, value: string) => void }).__typedSecret;
        const page = Math.random().toString(36).slice(2);
        const fields = new WeakMap<HTMLInputElement, number>();
        let counted = 0;
        document.addEventListener('input', (event) => {
          const input = event.target;
          if (!(input instanceof HTMLInputElement) || !input.matches(selector)) return;
          if (!fields.has(input)) fields.set(input, counted++);
          report(`${page}:${fields.get(input)}`, input.value);
        }, true);
      }, secretInputs);
      await use();
      const found: string[] = [];
      // As typed and without the spaces a card number's groups are drawn with; a value under 4 characters is no secret.
      const typedSecrets = new Set([...lastTyped.values()].flatMap((value) => [value, value.replace(/\s+/g, '')]).filter((value) => value.length >= 4));
      for (const page of context.pages()) found.push(...sensitiveStored(await storageOf(page), typedSecrets));
      expect(found, 'web storage after the test').toEqual([]);
    },
    { auto: true },
  ],
  problems: async ({ page }, use) => {
    const problems: PageProblems = { cspViolations: [], consoleErrors: [] };
    await page.exposeFunction('__reportCspViolation', (text: string) => problems.cspViolations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation;
        report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
    await use(problems);
    expect(problems.cspViolations, 'CSP violations').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
  },
});

export { expect, type Locator, type Page };
