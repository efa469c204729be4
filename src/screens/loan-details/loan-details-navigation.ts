import table from '../../../schemas/routes.json';
import type { Session } from '../../app/session.ts';

// Where the Loan details buttons lead. Each target is a full page load of its route with the
// session query carried over: the session (and productId, orderId, source) is read from the URL once
// per page load (src/app/session.ts), so an in-app route change would leave the next screen reading
// this page's query instead of its own.

type Query = Readonly<Record<string, string | undefined>>;

const knownRoutes: Readonly<Record<string, { path: string } | undefined>> = table.routes;

/**
 * The URL of route `name` (schemas/routes.json) with the session's query (session params, system and
 * the x-* header params) followed by `extra`. Names are strings, not RouteName, because some targets
 * (bindBank) are added to the table by other features; a name the table lacks is a programming error.
 */
export function routeHref(name: string, session: Session, extra: Query = {}): string {
  const route = knownRoutes[name];
  if (!route) throw new Error(`No route '${name}' in schemas/routes.json`);
  const query = new URLSearchParams();
  const carried: Query = { ...session.params, system: session.system, ...session.headers };
  for (const [key, value] of Object.entries({ ...carried, ...extra })) if (value !== undefined) query.set(key, value);
  const search = query.toString();
  return `${table.basePath}${route.path}${search ? `?${search}` : ''}`;
}

/** The page's own location; an object so tests can watch where the page goes. */
export const pageLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};

// The original's name for the flag; set once repay or rollover was opened from this page, and it then
// keeps the kind-tips dialog away for the rest of the session (SPEC.md section 4).
const showBankTipKey = 'showBankTip';

export function readShowBankTip(): boolean {
  try {
    return sessionStorage.getItem(showBankTipKey) === '1';
  } catch {
    // Storage can be disabled in a WebView; the dialog then shows, which is the safe side.
    return false;
  }
}

export function setShowBankTip(): void {
  try {
    sessionStorage.setItem(showBankTipKey, '1');
  } catch {
    // See readShowBankTip.
  }
}
