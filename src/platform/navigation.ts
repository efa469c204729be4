import table from '../../schemas/routes.json' with { type: 'json' };
import type { Session } from './session.ts';

// The one way a screen leads to another route. Each target is a full page load with the session query
// carried over: every page reads its session (and productId, orderId, source) from its own URL once
// (session.ts), so an in-app route change would leave the next screen reading this page's query.

type Query = Readonly<Record<string, string | undefined>>;

const knownRoutes: Readonly<Record<string, { path: string } | undefined>> = table.routes;

/**
 * The URL of route `name` (schemas/routes.json) with the session's query (session params, system and
 * the x-* header params) followed by `extra`. A name the table lacks is a programming error.
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
