import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { normalPath, routes, type RouteName } from '../../core/routes.ts';

// One lazily loaded chunk per route. schemas/routes.json names the module that serves each route; a route
// without a screen is not served yet and falls through to the not-found screen.
const modules = import.meta.glob<{ default: ComponentType }>('../screens/*/*-screen.tsx');

function screenOf(name: RouteName): LazyExoticComponent<ComponentType> | undefined {
  const route: { path: string; screen?: string } = routes[name];
  if (!route.screen) return undefined;
  const load = modules[`../screens/${route.screen}.tsx`];
  if (!load) throw new Error(`Route '${name}' names screen '${route.screen}', but src/screens/${route.screen}.tsx does not exist.`);
  return lazy(load);
}

export const screens: Partial<Record<RouteName, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  (Object.keys(routes) as RouteName[]).flatMap((name) => {
    const screen = screenOf(name);
    return screen ? [[name, screen]] : [];
  }),
);

const byPath = new Map(
  (Object.keys(screens) as RouteName[]).map((name) => [normalPath(routes[name].path), createElement(screens[name]!)] as const),
);

/** The screen that serves a path inside the app (without the /app base path), drawn; undefined if none does. */
export function screenAt(path: string): ReactElement | undefined {
  return byPath.get(normalPath(path));
}
