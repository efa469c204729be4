// lodash's throttle in the build's place of `lodash/throttle`: a debounce that calls at most once per `wait`, on the
// leading edge and the trailing one unless told otherwise (debounce.ts says why; debounce.test.ts holds it to lodash).
import debounce, { type DebounceOptions, type Debounced } from './debounce.ts';

export default function throttle<Args extends unknown[], Result>(func: (...args: Args) => Result, wait?: number, options?: Pick<DebounceOptions, 'leading' | 'trailing'>): Debounced<Args, Result> {
  const given = typeof options === 'object' && options !== null;
  return debounce(func, wait, {
    leading: given && 'leading' in options ? !!options.leading : true,
    maxWait: wait,
    trailing: given && 'trailing' in options ? !!options.trailing : true,
  });
}
