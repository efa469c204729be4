import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * React 19.2's useEffectEvent for React 18 (docs/decisions/018): a stable function that always calls the latest
 * `handler`, for effects that must read fresh props without re-running when they change. The latest handler is
 * stored in a layout effect, so an effect of the same render already sees it.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
