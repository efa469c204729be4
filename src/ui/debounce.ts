// lodash's debounce, as an ES module, in the build's place of `lodash/debounce` (and, through throttle.ts, of
// `lodash/throttle`; swaps in scripts/budgets/bundle-plugins.ts): ahooks' useThrottleFn, which antd-mobile's Tabs calls for its scroll
// masks, brought lodash's modules with their number parsing and global lookup, 1.2 KB gzip on My complaints and bank
// binding. The same timing rules, line for line (a call starts a wait, leading and trailing edges, maxWait, cancel,
// flush); debounce.test.ts holds both to lodash's own answers.

export interface DebounceOptions {
  leading?: boolean;
  maxWait?: number;
  trailing?: boolean;
}

export interface Debounced<Args extends unknown[], Result> {
  (this: unknown, ...args: Args): Result | undefined;
  cancel(): void;
  flush(): Result | undefined;
}

export default function debounce<Args extends unknown[], Result>(func: (...args: Args) => Result, wait?: number, options?: DebounceOptions): Debounced<Args, Result> {
  if (typeof func !== 'function') throw new TypeError('Expected a function');
  const delay = Number(wait) || 0;
  const given = typeof options === 'object' && options !== null;
  const leading = given && !!options.leading;
  const maxing = given && 'maxWait' in options;
  const maxWait = maxing ? Math.max(Number(options.maxWait) || 0, delay) : 0;
  const trailing = given && 'trailing' in options ? !!options.trailing : true;
  let lastArgs: Args | undefined;
  let lastThis: unknown;
  let result: Result | undefined;
  let timerId: ReturnType<typeof setTimeout> | undefined;
  let lastCallTime: number | undefined;
  let lastInvokeTime = 0;

  function invokeFunc(time: number): Result | undefined {
    const args = lastArgs!;
    const thisArg = lastThis;
    lastArgs = lastThis = undefined;
    lastInvokeTime = time;
    result = func.apply(thisArg, args);
    return result;
  }

  function leadingEdge(time: number): Result | undefined {
    lastInvokeTime = time;
    timerId = setTimeout(timerExpired, delay);
    return leading ? invokeFunc(time) : result;
  }

  function remainingWait(time: number): number {
    const timeWaiting = delay - (time - lastCallTime!);
    return maxing ? Math.min(timeWaiting, maxWait - (time - lastInvokeTime)) : timeWaiting;
  }

  function shouldInvoke(time: number): boolean {
    if (lastCallTime === undefined) return true;
    const timeSinceLastCall = time - lastCallTime;
    return timeSinceLastCall >= delay || timeSinceLastCall < 0 || (maxing && time - lastInvokeTime >= maxWait);
  }

  function timerExpired(): void {
    const time = Date.now();
    if (shouldInvoke(time)) {
      trailingEdge(time);
      return;
    }
    timerId = setTimeout(timerExpired, remainingWait(time));
  }

  function trailingEdge(time: number): Result | undefined {
    timerId = undefined;
    if (trailing && lastArgs) return invokeFunc(time);
    lastArgs = lastThis = undefined;
    return result;
  }

  function debounced(this: unknown, ...args: Args): Result | undefined {
    const time = Date.now();
    const isInvoking = shouldInvoke(time);
    lastArgs = args;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- lodash calls the function with the caller's this
    lastThis = this;
    lastCallTime = time;
    if (isInvoking) {
      if (timerId === undefined) return leadingEdge(time);
      if (maxing) {
        clearTimeout(timerId);
        timerId = setTimeout(timerExpired, delay);
        return invokeFunc(time);
      }
    }
    if (timerId === undefined) timerId = setTimeout(timerExpired, delay);
    return result;
  }
  debounced.cancel = () => {
    if (timerId !== undefined) clearTimeout(timerId);
    lastInvokeTime = 0;
    lastArgs = lastCallTime = lastThis = timerId = undefined;
  };
  debounced.flush = () => (timerId === undefined ? result : trailingEdge(Date.now()));
  return debounced;
}
