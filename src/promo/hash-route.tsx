import { useMemo, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

// The funnel's three pages live in the URL's hash (#/, #/downloadTemplate?…, #/agreementTemplate?…), as the
// original's did, so that links partners already share keep working. Reading the hash and moving between three
// paths is all the funnel needs of a router; react-router's HashRouter cost the page 17.7 KB gzip for it
// (docs/decisions/005-bundle-strategy.md).

export interface HashRoute {
  /** '/' when the hash is empty. */
  pathname: string;
  /** With its '?', or ''. */
  search: string;
}

/** Sent after the funnel itself moved: pushState and replaceState fire no event of their own. */
const navigatedEvent = 'promo:navigate';
/** Marks a history entry the funnel pushed, so Back knows there is a page of the funnel behind it. */
const pushedMark = 'promoFunnel';

const events = ['hashchange', 'popstate', navigatedEvent] as const;

function subscribe(onChange: () => void): () => void {
  for (const type of events) window.addEventListener(type, onChange);
  return () => {
    for (const type of events) window.removeEventListener(type, onChange);
  };
}

export function parseHash(hash: string): HashRoute {
  const path = hash.replace(/^#/, '');
  const at = path.indexOf('?');
  const pathname = (at < 0 ? path : path.slice(0, at)) || '/';
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search: at < 0 ? '' : path.slice(at) };
}

/** Whether a route's path names this location: case-insensitively, a trailing slash ignored, as HashRouter did. */
export function pathMatches(route: HashRoute, path: string): boolean {
  const normal = (value: string) => (value.replace(/\/+$/, '') || '/').toLowerCase();
  return normal(route.pathname) === normal(path);
}

/** The page's hash as a path and a query; re-renders when it changes (a link, Back, or navigateHash). */
export function useHashRoute(): HashRoute {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return useMemo(() => parseHash(hash), [hash]);
}

/** The href of a path inside the funnel, for a link. */
export function hashHref(to: string): string {
  return `#${to}`;
}

/** Moves the funnel to `to` ('/downloadTemplate?…'): a new history entry, or in place of this one. */
export function navigateHash(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(window.history.state, '', hashHref(to));
  else window.history.pushState({ [pushedMark]: true }, '', hashHref(to));
  window.dispatchEvent(new Event(navigatedEvent));
}

/** Back to the funnel's page before this one; to `fallback` instead when the visitor opened this page directly. */
export function backOr(fallback: string): void {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && pushedMark in state) window.history.back();
  else navigateHash(fallback, { replace: true });
}

/**
 * A link to a page of the funnel. A plain click moves through navigateHash, so that Back on that page returns here;
 * a click with a modifier key (a new tab) is left to the browser.
 */
export function HashLink({ to, onClick, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigateHash(to);
  };
  return <a href={hashHref(to)} onClick={follow} {...rest} />;
}
