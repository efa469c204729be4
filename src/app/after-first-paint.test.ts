import { describe, expect, it } from 'vitest';
import { loadApp, loadParams, preloadsPerTask, type PageLoad } from './after-first-paint.ts';

const load: PageLoad = { method: 'POST', path: '/diving/v3/loan-details/loan-details', params: { productId: { $query: 'productId' }, overall: '30' } };

describe("a page's early loads", () => {
  it('takes literal params as they are and the others from the page query', () => {
    expect(loadParams(load, new URLSearchParams('productId=101&sessionId=s'))).toEqual({ productId: '101', overall: '30' });
  });

  it('sends nothing when the query lacks a param (the screen shows its own message then)', () => {
    expect(loadParams(load, new URLSearchParams('sessionId=s'))).toBeUndefined();
    expect(loadParams(load, new URLSearchParams('productId='))).toBeUndefined();
  });
});

describe('loading the app after the first paint', () => {
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));

  it('asks for a few files per task, so no task starts thirty fetches, and imports the entry after all of them', async () => {
    document.head.replaceChildren();
    const files = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    const imported: { entry: string; preloadedBefore: number }[] = [];
    const loading = loadApp('/assets/app.js', files, async (entry) => void imported.push({ entry, preloadedBefore: preloads().length }));

    expect(preloadsPerTask).toBeLessThan(files.length);
    expect(preloads()).toEqual(files.slice(0, preloadsPerTask));
    await loading;
    expect(preloads()).toEqual(files);
    expect(imported).toEqual([{ entry: '/assets/app.js', preloadedBefore: files.length }]);
  });

  it("preloads a node's stylesheet without applying it: Vite's loader links it, and waits for it, with its module", async () => {
    document.head.replaceChildren();
    await loadApp('/assets/app.js', ['/assets/list.js', '/assets/list.css'], async () => undefined);
    expect(preloads()).toEqual(['/assets/list.js']);
    const styles = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => [link.getAttribute('href'), link.as]);
    expect(styles).toEqual([['/assets/list.css', 'style']]);
    expect(document.head.querySelector('link[rel=stylesheet]')).toBeNull();
  });
});
