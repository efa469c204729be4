import fc from 'fast-check';
import lodashDebounce from 'lodash/debounce';
import lodashThrottle from 'lodash/throttle';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import debounce from './debounce.ts';
import throttle from './throttle.ts';

// The stand-ins for lodash/debounce and lodash/throttle must time calls as lodash does: the same sequences of calls,
// waits, cancels and flushes, on fake timers, must call the function with the same arguments at the same moments, and
// every call and flush must answer the same.

type Step = { kind: 'call'; arg: number } | { kind: 'wait'; ms: number } | { kind: 'cancel' } | { kind: 'flush' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('call' as const), arg: fc.integer({ min: 0, max: 99 }) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 250 }) }),
  fc.constant({ kind: 'cancel' as const }),
  fc.constant({ kind: 'flush' as const }),
);
// A key may be missing or present and undefined: lodash tells them apart ('trailing' in options).
const flag = fc.option(fc.boolean(), { nil: undefined });
const options = fc.record({ leading: flag, trailing: flag, maxWait: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }) }, { requiredKeys: [] });

function play(make: (fn: (arg: number) => number) => { (arg: number): number | undefined; cancel(): void; flush(): number | undefined }, steps: Step[]): string[] {
  vi.setSystemTime(1_000_000);
  const seen: string[] = [];
  const timed = make((arg) => {
    seen.push(`ran ${arg} at ${Date.now()}`);
    return arg * 2;
  });
  for (const each of steps) {
    if (each.kind === 'call') seen.push(`call ${each.arg} -> ${timed(each.arg)}`);
    if (each.kind === 'wait') vi.advanceTimersByTime(each.ms);
    if (each.kind === 'cancel') timed.cancel();
    if (each.kind === 'flush') seen.push(`flush -> ${timed.flush()}`);
  }
  vi.advanceTimersByTime(1_000);
  return seen;
}

describe('debounce and throttle (the stand-ins for lodash/debounce and lodash/throttle)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounce calls as lodash does, for any calls, waits, cancels and flushes, with any options', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), options, fc.array(step, { maxLength: 30 }), (wait, given, steps) => {
        expect(play((fn) => debounce(fn, wait, given), steps)).toEqual(play((fn) => lodashDebounce(fn, wait, given), steps));
      }),
    );
  });

  it('throttle calls as lodash does, for any calls, waits, cancels and flushes, with any options', () => {
    const edges = fc.record({ leading: flag, trailing: flag }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), edges, fc.array(step, { maxLength: 30 }), (wait, given, steps) => {
        expect(play((fn) => throttle(fn, wait, given), steps)).toEqual(play((fn) => lodashThrottle(fn, wait, given), steps));
      }),
    );
  });

  it('throttles as antd-mobile Tabs asks (100 ms, both edges): the first call at once, the last one after the wait', () => {
    vi.setSystemTime(0);
    const ran: number[] = [];
    const update = throttle((value: number) => ran.push(value), 100, { leading: true, trailing: true });
    update(1);
    update(2);
    update(3);
    expect(ran).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual([1, 3]);
  });

  it('refuses what is not a function, as lodash does', () => {
    expect(() => debounce(undefined as unknown as () => void)).toThrow(TypeError);
    expect(() => throttle(undefined as unknown as () => void)).toThrow(TypeError);
  });
});
