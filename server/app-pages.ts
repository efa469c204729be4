import table from '../schemas/routes.json' with { type: 'json' };

// Each route that a screen serves has its own page in the build, its first paint drawn and its files preloaded
// (scripts/prerender.ts writes them); any other path under /app gets app.html, which draws the not-found screen.

export interface ServedRoute {
  path: string;
  title: string;
  screen: string;
  /** The calls the screen makes on opening, which its page sends before the app has loaded. */
  loads?: { call: string; params: Record<string, string | { $query: string }> }[];
}

/** The routes of schemas/routes.json that a screen serves. */
export function servedRoutes(): ServedRoute[] {
  return Object.values(table.routes as Record<string, Partial<ServedRoute> & { path: string; title: string }>).filter(
    (route): route is ServedRoute => route.screen !== undefined,
  );
}

/** The served route at a page path such as /app/customer-service, ignoring case and a trailing slash. */
export function servedRouteAt(pagePath: string): ServedRoute | undefined {
  const lower = pagePath.toLowerCase();
  const base = table.basePath.toLowerCase();
  if (!lower.startsWith(`${base}/`)) return undefined;
  const wanted = lower.slice(base.length).replace(/\/+$/, '') || '/';
  return servedRoutes().find((route) => route.path.toLowerCase() === wanted);
}

/** The route's page inside the build folder: /customer-service -> app/customer-service.html. */
export function routePageFile(route: ServedRoute): string {
  return `${table.basePath.slice(1)}${route.path}.html`;
}

/** The screen module (a build manifest key) that draws the route. */
export function screenModule(route: ServedRoute): string {
  return `src/screens/${route.screen}.tsx`;
}
