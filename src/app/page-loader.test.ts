import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarly, callRequest } from '../api/request.ts';
import { readSession } from '../platform/session.ts';
import { afterFirstPaint, answersPublished, followPage, loadApp, loadParams, paintWaitMs, preloadsPerTask, sendLoads, type PageLoad } from './page-loader.ts';

const load: PageLoad = { method: 'POST', path: '/diving/v3/loan-details/loan-details', params: { productId: { $query: 'productId' }, overall: '30' } };

describe("a page's early loads", () => {
  it('takes literal params as they are and the others from the page query', () => {
    expect(loadParams(load, new URLSearchParams('productId=101&sessionId=s'))).toEqual({ productId: '101', overall: '30' });
  });

  it('puts a prefix before a query param, so an id can name the page\'s product', () => {
    const published: PageLoad = { method: 'GET', path: '/diving/publishing/published-version', params: { id: { $query: 'productId', prefix: 'bank-binding/' } } };
    expect(loadParams(published, new URLSearchParams('productId=101'))).toEqual({ id: 'bank-binding/101' });
    expect(loadParams(published, new URLSearchParams('orderId=7'))).toBeUndefined();
  });

  it('sends nothing when the query lacks a param (the screen shows its own message then)', () => {
    expect(loadParams(load, new URLSearchParams('sessionId=s'))).toBeUndefined();
    expect(loadParams(load, new URLSearchParams('productId='))).toBeUndefined();
  });
});

describe('a call that takes no session ("auth": "none", the promotion page\'s)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes early without the session params the page URL carries, as the app sends it, so the app takes its answer up', () => {
    const fetch = vi.fn(async (_url: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const template: PageLoad = { method: 'GET', path: '/api/v2/youmi/channel/channel-template', params: { templateId: { $query: 'id' } }, anonymous: true };
    const search = '?id=1001&sessionId=s-1&deviceId=d-1';
    sendLoads([template, { ...load, params: { productId: '101' } }], search);
    const [anonymousUrl, borrowerUrl] = fetch.mock.calls.map(([url]) => String(url));
    expect(anonymousUrl).toBe('/api/v2/youmi/channel/channel-template?templateId=1001');
    expect(borrowerUrl).toContain('sessionId=s-1');
    // The app's own ask (src/api/promotion.ts: no session at all) finds the answer; one with the session would not.
    expect(takeEarly(callRequest('GET', template.path, { templateId: '1001' }, readSession(search)))).toBeUndefined();
    expect(takeEarly(callRequest('GET', template.path, { templateId: '1001' }, readSession('')))).toBeDefined();
  });
});

describe('a page an early answer names (a load\'s "pageAt")', () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  const pagesFetched = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([url]) => String(url));

  it('is fetched as the answer comes, and the answer is left for the app to read', async () => {
    const fetch = vi.fn(async () => new Response('<p>Terms</p>'));
    vi.stubGlobal('fetch', fetch);
    const confirm = answer({ code: '00', message: 'success', data: { popAgreementUrl: '/app/loan-terms?followed=1' } });
    await followPage(confirm, '/popAgreementUrl');
    expect(pagesFetched(fetch)).toEqual([`${location.origin}/app/loan-terms?followed=1`]);
    expect(await (await confirm).json()).toMatchObject({ data: { popAgreementUrl: '/app/loan-terms?followed=1' } });
  });

  it("is not when the answer names none, another origin's, or fails", async () => {
    const fetch = vi.fn(async () => new Response('<p>Terms</p>'));
    vi.stubGlobal('fetch', fetch);
    await followPage(answer({ code: '00', message: 'success', data: { popAgreementUrl: '' } }), '/popAgreementUrl');
    await followPage(answer({ code: '00', message: 'success', data: {} }), '/popAgreementUrl');
    await followPage(answer({ code: '10001', message: 'Please log in again' }), '/popAgreementUrl');
    await followPage(answer({ code: '00', message: 'success', data: { popAgreementUrl: 'https://elsewhere.example/terms' } }), '/popAgreementUrl');
    await followPage(Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })), '/popAgreementUrl');
    await followPage(Promise.reject(new TypeError('Failed to fetch')), '/popAgreementUrl');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a page drawn whole: the app loads only for a published copy', () => {
  const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  const document = { id: 'about-us', title: 'About us', nodes: [] };

  it('loads it when the ask answers a version with a document, and leaves the answer for the app to read', async () => {
    const published = answer({ code: '00', message: 'success', data: { id: 'screens/about-us', version: 3, document } });
    expect(await answersPublished([published])).toBe(true);
    expect(await (await published).json()).toMatchObject({ data: { version: 3 } });
  });

  it('does not when nothing is published, the ask is refused or fails, or nothing was asked', async () => {
    expect(await answersPublished([answer({ code: '00', message: 'success', data: { id: 'screens/about-us', version: 0, document: null } })])).toBe(false);
    expect(await answersPublished([answer({ code: '10001', message: 'Please log in again' })])).toBe(false);
    expect(await answersPublished([Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }))])).toBe(false);
    expect(await answersPublished([Promise.reject(new TypeError('Failed to fetch'))])).toBe(false);
    expect(await answersPublished([])).toBe(false);
  });
});

describe('loading the app after the first paint', () => {
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));

  it('asks for the entry first and a few files per task, so no task starts thirty fetches, and imports the entry after all of them', async () => {
    document.head.replaceChildren();
    const files = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    const imported: { file: string; preloadedBefore: number }[] = [];
    const loading = loadApp('/assets/app.js', files, async (file) => void imported.push({ file, preloadedBefore: preloads().length }));

    expect(preloadsPerTask).toBeLessThan(files.length);
    // The entry is on its way with the first files, not a round trip after the last import.
    expect(preloads()).toEqual(['/assets/app.js', ...files.slice(0, preloadsPerTask - 1)]);
    await loading;
    expect(preloads()).toEqual(['/assets/app.js', ...files]);
    expect(imported.at(-1)).toEqual({ file: '/assets/app.js', preloadedBefore: files.length + 1 });
  });

  it('imports the modules one per task in the order given, the entry last, so no task evaluates the whole app', async () => {
    document.head.replaceChildren();
    const files = ['/assets/framework.js', '/assets/app-part.js', '/assets/node.js', '/assets/node.css'];
    const imported: string[] = [];
    // A ticker that posts itself a message on every turn counts the tasks the loader lets run between its own.
    let tasksSeen = 0;
    let ticking = true;
    const ticker = new MessageChannel();
    ticker.port1.onmessage = () => {
      tasksSeen += 1;
      if (ticking) ticker.port2.postMessage(undefined);
    };
    ticker.port2.postMessage(undefined);
    const importedInTask: number[] = [];
    await loadApp('/assets/app.js', files, async (file) => {
      imported.push(file);
      importedInTask.push(tasksSeen);
    });
    ticking = false;
    ticker.port1.close();

    expect(imported).toEqual(['/assets/framework.js', '/assets/app-part.js', '/assets/node.js', '/assets/app.js']);
    // Never two imports in one task: the page gets the thread back between them.
    expect(new Set(importedInTask).size).toBe(importedInTask.length);
  });

  it('goes on to the entry when a module before it fails to arrive, so the app runs and the part that failed says so', async () => {
    document.head.replaceChildren();
    const imported: string[] = [];
    await loadApp('/assets/app.js', ['/assets/node.js', '/assets/other.js'], async (file) => {
      if (file === '/assets/node.js') throw new TypeError('Failed to fetch dynamically imported module');
      imported.push(file);
    });
    expect(imported).toEqual(['/assets/other.js', '/assets/app.js']);
  });

  it('inserts no link when the page names its files itself, and imports them as before', async () => {
    document.head.replaceChildren();
    const imported: string[] = [];
    await loadApp('/assets/app.js', ['/assets/list.js', '/assets/list.css'], async (file) => void imported.push(file), false);
    expect(document.head.querySelector('link')).toBeNull();
    expect(imported).toEqual(['/assets/list.js', '/assets/app.js']);
  });

  it("preloads a node's stylesheet without applying it: Vite's loader links it, and waits for it, with its module", async () => {
    document.head.replaceChildren();
    await loadApp('/assets/app.js', ['/assets/list.js', '/assets/list.css'], async () => undefined);
    expect(preloads()).toEqual(['/assets/app.js', '/assets/list.js']);
    const styles = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => [link.getAttribute('href'), link.as]);
    expect(styles).toEqual([['/assets/list.css', 'style']]);
    expect(document.head.querySelector('link[rel=stylesheet]')).toBeNull();
  });
});

describe('a page whose first paint is its content loads the app after that paint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A PerformanceObserver that reports paint entries when the test says the browser painted. */
  function stubPaintObserver() {
    const observers: { callback: PerformanceObserverCallback; observer: PerformanceObserver }[] = [];
    class PaintObserver {
      static readonly supportedEntryTypes = ['paint'];
      constructor(callback: PerformanceObserverCallback) {
        observers.push({ callback, observer: this as unknown as PerformanceObserver });
      }
      observe() {}
      disconnect() {
        observers.splice(observers.findIndex((entry) => entry.observer === (this as unknown as PerformanceObserver)), 1);
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    return (name: string) => {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
      for (const { callback, observer } of [...observers]) callback(list, observer);
    };
  }

  it('runs the task on the first paint, once, and not before', () => {
    vi.useFakeTimers();
    const paint = stubPaintObserver();
    const task = vi.fn();
    afterFirstPaint(task);
    paint('first-contentful-paint');
    expect(task).not.toHaveBeenCalled();
    paint('first-paint');
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(paintWaitMs);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it anyway when no paint is reported within the wait', () => {
    vi.useFakeTimers();
    stubPaintObserver();
    const task = vi.fn();
    afterFirstPaint(task);
    vi.advanceTimersByTime(paintWaitMs - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
