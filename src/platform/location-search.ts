import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The page's query string, for screens that read more of it than the session holds. undefined while prerendering and
 * during hydration (the build draws the page without a query), so the first paint matches the prerendered HTML.
 */
export function useLocationSearch(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => undefined,
  );
}
