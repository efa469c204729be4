import { afterEach, describe, expect, it, vi } from 'vitest';

// The page's inline loader carries its own copy of request.ts (src/app/inline-loader.ts): what that copy sends early,
// the app's copy must take up, or every early call would go out twice.
describe('an answer sent early by one copy of the module', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("is taken up once by another copy, the app's", async () => {
    const fetch = vi.fn(async () => new Response('{"code":"00"}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const loaderCopy = await import('./request.ts');
    vi.resetModules();
    const appCopy = await import('./request.ts');
    expect(appCopy).not.toBe(loaderCopy);
    const session = { params: { sessionId: 's1' }, headers: {} };
    loaderCopy.sendEarly(loaderCopy.callRequest('POST', '/diving/x', { id: '7' }, session));
    const answer = appCopy.takeEarly(appCopy.callRequest('POST', '/diving/x', { id: '7' }, session));
    expect(answer).toBeDefined();
    expect(await (await answer!).json()).toEqual({ code: '00' });
    expect(appCopy.takeEarly(appCopy.callRequest('POST', '/diving/x', { id: '7' }, session))).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
