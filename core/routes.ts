import table from '../schemas/routes.json' with { type: 'json' };

// The route table (schemas/routes.json) as the app, the build and the server read it. Screens navigate by route
// name, so a path changes in one place. Each route that a screen serves has its own page in the build, its first
// paint drawn and its files preloaded (scripts/prerender.ts writes them); any other path under the base path gets
// app.html, which draws the not-found screen.

export const appBasePath = table.basePath;
export const routes = table.routes;
export type RouteName = keyof typeof routes;

export function routePath(name: RouteName): string {
  return routes[name].path;
}

/** A call a page's screen makes on opening, which the page sends before the app has loaded (src/app/page-loader.ts). */
export interface RouteLoad {
  call: string;
  params: Record<string, string | { $query: string; prefix?: string }>;
  pageAt?: string;
}

export interface ServedRoute {
  path: string;
  title: string;
  screen: string;
  /** The calls the screen makes on opening, which its page sends before the app has loaded. */
  loads?: RouteLoad[];
  /**
   * The page draws a form at once: true for one the server sends (bank binding's), or the name of the bundled form it
   * draws (schemas/forms/<name>), whose lazily loaded code the page then names in its head (scripts/prerender.ts).
   */
  form?: boolean | string;
}

/** The routes of schemas/routes.json that a screen serves. */
export function servedRoutes(): ServedRoute[] {
  return Object.values(routes as unknown as Record<string, Partial<ServedRoute> & { path: string; title: string }>).filter(
    (route): route is ServedRoute => route.screen !== undefined,
  );
}

/** Paths compare case-insensitively, a trailing slash ignored. */
export function normalPath(path: string): string {
  return (path.replace(/\/+$/, '') || '/').toLowerCase();
}

/** The path inside the app of a page path such as /app/customer-service; undefined outside the base path. */
export function appPathOf(pagePath: string): string | undefined {
  const base = appBasePath.toLowerCase();
  const lower = pagePath.toLowerCase();
  if (lower === base) return '/';
  return lower.startsWith(`${base}/`) ? pagePath.slice(base.length) : undefined;
}

/** The served route at a page path such as /app/customer-service, ignoring case and a trailing slash. */
export function servedRouteAt(pagePath: string): ServedRoute | undefined {
  const inApp = appPathOf(pagePath);
  if (inApp === undefined) return undefined;
  const wanted = normalPath(inApp);
  return servedRoutes().find((route) => normalPath(route.path) === wanted);
}

/** The route's page inside the build folder: /customer-service -> app/customer-service.html. */
export function routePageFile(route: ServedRoute): string {
  return `${appBasePath.slice(1)}${route.path}.html`;
}

/** The screen module (a build manifest key) that draws the route. */
export function screenModule(route: ServedRoute): string {
  return `src/screens/${route.screen}.tsx`;
}
