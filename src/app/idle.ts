/**
 * Runs the task once the page has painted and the main thread is free, so that a prefetch never competes with
 * the first paint. Android WebViews have requestIdleCallback; the timeout keeps a busy page from starving it.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => task(), { timeout: timeoutMs });
  } else {
    setTimeout(task, 200);
  }
}
