import { afterEach, describe, expect, it, vi } from 'vitest';

// Every call names the page's build (issue 26): the server keeps the builds in use and refuses to publish what one of
// them cannot draw.
describe('a call request', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("carries the page's build in X-App-Build", async () => {
    vi.stubEnv('VITE_APP_BUILD', '1.4.0+0badc0de');
    vi.resetModules();
    const { callRequest } = await import('./request.ts');
    const request = callRequest('GET', '/diving/publishing/published-version', { id: 'screens/loan-details' }, { params: {}, headers: {} });
    expect(request.headers.get('X-App-Build')).toBe('1.4.0+0badc0de');
  });

  it('carries none when the build has no name (tests, Storybook)', async () => {
    vi.stubEnv('VITE_APP_BUILD', '');
    vi.resetModules();
    const { callRequest } = await import('./request.ts');
    expect(callRequest('GET', '/x', {}, { params: {}, headers: {} }).headers.has('X-App-Build')).toBe(false);
  });
});
