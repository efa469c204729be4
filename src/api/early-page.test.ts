import { afterEach, describe, expect, it, vi } from 'vitest';

// The page's inline loader carries its own copy of early-page.ts (src/app/inline-loader.ts): what that copy fetched,
// the app's copy must take up, or the agreement page would be fetched twice.
describe('a page of this origin fetched early by one copy of the module', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const page = () => new Response('<p>Terms</p>', { status: 200, headers: { 'content-type': 'text/html' } });

  it("is taken up once by another copy, the app's, by its path or its whole address", async () => {
    const fetch = vi.fn(async () => page());
    vi.stubGlobal('fetch', fetch);
    const loaderCopy = await import('./early-page.ts');
    vi.resetModules();
    const appCopy = await import('./early-page.ts');
    expect(appCopy).not.toBe(loaderCopy);
    loaderCopy.fetchPageEarly('/app/loan-terms');
    loaderCopy.fetchPageEarly('/app/loan-terms');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(`${location.origin}/app/loan-terms`, expect.objectContaining({ credentials: 'same-origin' }));
    expect(await (await appCopy.fetchPage(`${location.origin}/app/loan-terms`)).text()).toBe('<p>Terms</p>');
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: a later read (the modal opened again) fetches anew.
    await appCopy.fetchPage('/app/loan-terms');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("never fetches another origin's page, early or not", async () => {
    const fetch = vi.fn(async () => page());
    vi.stubGlobal('fetch', fetch);
    const { fetchPage, fetchPageEarly } = await import('./early-page.ts');
    fetchPageEarly('https://elsewhere.example/terms');
    fetchPageEarly('//elsewhere.example/terms');
    await expect(fetchPage('https://elsewhere.example/terms')).rejects.toThrow('not on this origin');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('hands a failed early fetch to the screen, and leaves no unhandled rejection when never taken', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { fetchPage, fetchPageEarly } = await import('./early-page.ts');
    fetchPageEarly('/app/never-taken');
    fetchPageEarly('/app/loan-terms');
    await expect(fetchPage('/app/loan-terms')).rejects.toThrow('Failed to fetch');
  });
});
