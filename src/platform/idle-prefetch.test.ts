import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed, prefetchWhenIdle, type ConnectionInfo } from './idle-prefetch.ts';

function setConnection(connection: ConnectionInfo | undefined): void {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  setConnection(undefined);
  vi.useRealTimers();
});

describe('prefetchAllowed', () => {
  it.each([
    [{ effectiveType: '4g', saveData: false }, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '3g', saveData: false }, false],
    [{ effectiveType: '2g', saveData: false }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ saveData: false }, false],
    [undefined, true],
  ] as const)('%o -> %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });
});

describe('prefetchWhenIdle', () => {
  it('fetches once the page is idle on fast data', async () => {
    vi.useFakeTimers();
    setConnection({ effectiveType: '4g', saveData: false });
    const prefetch = vi.fn();
    prefetchWhenIdle(prefetch);
    expect(prefetch).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['saveData on', { effectiveType: '4g', saveData: true }],
    ['a 3G connection', { effectiveType: '3g', saveData: false }],
  ])('fetches nothing with %s', async (_name, connection) => {
    vi.useFakeTimers();
    setConnection(connection);
    const prefetch = vi.fn();
    prefetchWhenIdle(prefetch);
    await vi.runAllTimersAsync();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("waits, after the first idle moment, for the page's own loads to settle, then for the next idle moment", async () => {
    vi.useFakeTimers();
    setConnection({ effectiveType: '4g', saveData: false });
    const prefetch = vi.fn();
    let settle = () => {};
    const settled = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    prefetchWhenIdle(prefetch, settled);
    expect(settled).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalled();
    settle();
    await vi.runAllTimersAsync();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing when cancelled while the loads are still on their way', async () => {
    vi.useFakeTimers();
    setConnection({ effectiveType: '4g', saveData: false });
    const prefetch = vi.fn();
    let settle = () => {};
    const cancel = prefetchWhenIdle(prefetch, () => new Promise<void>((resolve) => (settle = resolve)));
    await vi.runAllTimersAsync();
    cancel();
    settle();
    await vi.runAllTimersAsync();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('fetches nothing when the connection turns slow before the page is idle, or when cancelled', async () => {
    vi.useFakeTimers();
    const connection = { effectiveType: '4g', saveData: false };
    setConnection(connection);
    const prefetch = vi.fn();
    prefetchWhenIdle(prefetch);
    connection.effectiveType = '3g';
    await vi.runAllTimersAsync();
    connection.effectiveType = '4g';
    prefetchWhenIdle(prefetch)();
    await vi.runAllTimersAsync();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
