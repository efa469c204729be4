// Imported as text, a module of its own: the app's pages import routes.json as a module (core/routes.ts), and a
// module both entries imported would be split into a chunk of its own, costing every app page a request.
import routeTableText from '../../schemas/routes.json?raw';
import { paramNames, type PreviewParams } from './preview-params.ts';

// The developer preview page's link rows: one per route of schemas/routes.json that a screen serves, so a route
// added there appears here with no code. Each link carries the page's params (empty ones left out), and the route's
// other demo params (repaymentOfCode's showType, payCode…), which the params do not cover.

export interface PreviewLink {
  route: string;
  title: string;
  href: string;
}

interface RouteTable {
  basePath: string;
  routes: Record<string, { path: string; title: string; screen?: string; demoQuery?: string }>;
}

const routeTable = JSON.parse(routeTableText) as RouteTable;

export function previewLinks(params: PreviewParams, table: RouteTable = routeTable): PreviewLink[] {
  const ours = new Set<string>(paramNames);
  return Object.entries(table.routes)
    .filter(([, route]) => route.screen !== undefined)
    .map(([name, route]) => {
      const query = new URLSearchParams();
      for (const param of paramNames) if (params[param] !== '') query.set(param, params[param]);
      for (const [key, value] of new URLSearchParams(route.demoQuery ?? '')) if (!ours.has(key)) query.set(key, value);
      return { route: name, title: route.title, href: `${table.basePath}${route.path}?${query}` };
    });
}
