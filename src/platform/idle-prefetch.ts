// Downloads on spec (issue 27): code a page may need later (the complaint flow's other steps, a dialog a back press
// opens) is fetched while the page is idle only when the connection is fast and the borrower has not asked to save
// data. Most borrowers buy prepaid data on a cheap Android phone: on a slow or metered link a step loads when it is
// needed instead, behind the skeleton its Suspense boundary already draws.

/** The part of the Network Information API that this reads (navigator.connection). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Whether a download on spec is welcome: `effectiveType` '4g' and `saveData` off. A browser without the API (Safari
 * and iOS WebViews, Firefox, desktop browsers) says nothing either way; those are allowed, because every Android
 * WebView and Chrome has the API, so the cheap phones on prepaid data are the ones that can say no, and refusing
 * everywhere else would make every move between steps wait for the network on the fastest links too.
 */
export function prefetchAllowed(connection: ConnectionInfo | undefined = currentConnection()): boolean {
  if (!connection) return true;
  return connection.saveData !== true && connection.effectiveType === '4g';
}

function currentConnection(): ConnectionInfo | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * Runs `prefetch` once the page is idle and then `settled()` has resolved (the page's own loads: LoadCache.settled),
 * and the page is idle again, if the connection still allows it then (it may have changed since the page opened).
 * Returns a function that cancels it, for an effect's cleanup. Waiting for the page's loads keeps a download on spec
 * off the link while the borrower still waits for the screen's data, which on a slow 4G link it would share; asking
 * only once the page is first idle lets the screen start its loads first, wherever in the tree they are.
 */
export function prefetchWhenIdle(prefetch: () => void, settled: () => Promise<unknown> = () => Promise.resolve()): () => void {
  if (!prefetchAllowed()) return () => undefined;
  let cancelled = false;
  const run = () => {
    if (!cancelled && prefetchAllowed()) prefetch();
  };
  const afterLoads = () => {
    if (!cancelled) cancelIdle = whenIdle(run);
  };
  let cancelIdle = whenIdle(() => void settled().then(afterLoads, () => undefined));
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}
