import { useCallback, useSyncExternalStore } from 'react';
import { appPathOf, normalPath, routes } from '../../../core/routes.ts';
import { routeHref } from '../../platform/navigation.ts';
import { useSession } from '../../platform/session-context.ts';

// The complaint flow's moves, on the History API: a step is a URL (its route's path and the session's query), a move
// pushes or replaces the page's history entry without a page load, and the back button steps back through them.
// react-router would do the same for 13 KB gzip on each of the four pages' first load, which put the form page over
// its 170 KB budget and the other three over their 100 KB (docs/decisions/004-routing-and-entries.md); four fixed
// paths with no parameters in them need none of its matching.

export type FlowStep = 'complaint' | 'complainPageNext' | 'complaintList' | 'complainDetails';

const steps: readonly FlowStep[] = ['complaint', 'complainPageNext', 'complaintList', 'complainDetails'];
/** Fired on the window after a move, as popstate is after the back button. */
const moveEvent = 'complaintflowmove';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(moveEvent, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(moveEvent, onChange);
  };
}

/** The flow step at a page path such as /app/complaintList (any letter case, a trailing slash ignored). */
export function stepAt(pagePath: string): FlowStep | undefined {
  const inApp = appPathOf(pagePath);
  return inApp === undefined ? undefined : steps.find((step) => normalPath(routes[step].path) === normalPath(inApp));
}

/**
 * The step the page's location shows. While the page is drawn at build time and hydrated, that is the step the page
 * was opened at, as it is at any path that is no step.
 */
export function useFlowStep(opened: FlowStep): FlowStep {
  // The step itself is the snapshot, not the path: while hydrating it is `opened` on both sides, so React 18 has no
  // change to draw at once after hydration (which would throw away the markup of a step still hydrating: error 421).
  return useSyncExternalStore(subscribe, () => stepAt(window.location.pathname) ?? opened, () => opened);
}

/** Moves the page to `href` (a step's URL) in place: a new history entry, or the current one replaced. */
export function moveTo(href: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(moveEvent));
  window.scrollTo(0, 0);
}

/**
 * Moves the page to another step in place, with the session's query, the page's orderId and `extra` (see moveTo).
 * The orderId stays in every step's URL, so that complaint home after a send (or a reload on any step) shows the
 * order the page was opened for.
 */
export function useFlowMove(): (step: FlowStep, extra?: Record<string, string>, options?: { replace?: boolean }) => void {
  const session = useSession();
  return useCallback(
    (step, extra = {}, options = {}) => moveTo(routeHref(step, session, { ...(session.orderId ? { orderId: session.orderId } : {}), ...extra }), options),
    [session],
  );
}
