import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOneAtATime } from './one-at-a-time.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useOneAtATime', () => {
  it('runs one task at a time: ten taps within a frame make one call, and the next tap after it settles runs again', async () => {
    const { result } = renderHook(() => useOneAtATime());
    const gate = deferred();
    const task = vi.fn(() => gate.promise);
    let runs: Promise<void>[] = [];
    act(() => {
      runs = Array.from({ length: 10 }, () => result.current.run(task));
    });
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      gate.resolve();
      await Promise.all(runs);
    });
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run(task));
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('passes a failure on and lets the next tap run', async () => {
    const { result } = renderHook(() => useOneAtATime());
    const failing = vi.fn(() => Promise.reject(new Error('refused')));
    await act(async () => {
      await expect(result.current.run(failing)).rejects.toThrow('refused');
    });
    expect(result.current.busy).toBe(false);
    const next = vi.fn();
    await act(() => result.current.run(next));
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('keeps one run function for the life of the component, so a callback made once holds the same guard', () => {
    const { result, rerender } = renderHook(() => useOneAtATime());
    const first = result.current.run;
    rerender();
    expect(result.current.run).toBe(first);
  });
});
