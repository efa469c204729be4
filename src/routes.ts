import table from '../schemas/routes.json' with { type: 'json' };

// Screens navigate by route name, so a path changes in one place (schemas/routes.json).
export const appBasePath = table.basePath;
export const routes = table.routes;
export type RouteName = keyof typeof routes;

export function routePath(name: RouteName): string {
  return routes[name].path;
}
