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
  it('fetches once the page is idle on fast data', () => {
    vi.useFakeTimers();
    setConnection({ effectiveType: '4g', saveData: false });
    const prefetch = vi.fn();
    prefetchWhenIdle(prefetch);
    expect(prefetch).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['saveData on', { effectiveType: '4g', saveData: true }],
    ['a 3G connection', { effectiveType: '3g', saveData: false }],
  ])('fetches nothing with %s', (_name, connection) => {
    vi.useFakeTimers();
    setConnection(connection);
    const prefetch = vi.fn();
    prefetchWhenIdle(prefetch);
    vi.runAllTimers();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('fetches nothing when the connection turns slow before the page is idle, or when cancelled', () => {
    vi.useFakeTimers();
    const connection = { effectiveType: '4g', saveData: false };
    setConnection(connection);
    const prefetch = vi.fn();
    prefetchWhenIdle(prefetch);
    connection.effectiveType = '3g';
    vi.runAllTimers();
    connection.effectiveType = '4g';
    prefetchWhenIdle(prefetch)();
    vi.runAllTimers();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
