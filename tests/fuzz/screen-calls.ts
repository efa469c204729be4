import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import routeTable from '../../schemas/routes.json';
import { callByName, repoRoot } from './api-schemas.ts';

// Which calls each served route's screen reads, derived, so that a screen or call added later is fuzzed with no list
// to edit here:
//   - on opening: the route's "loads" in schemas/routes.json (the calls the page sends before its JS; the test also
//     checks that a screen asks for nothing else as it opens);
//   - at all: every generated/calls/<group>/<name>.ts module the screen's module reaches through its imports, static
//     or dynamic (the only way src/api names a call).

export interface RouteScreen {
  route: string;
  /** The page path, under the base path. */
  path: string;
  /** The module under src/screens, without '.tsx'. */
  screen: string;
  demoQuery: string;
  opens: { call: string; params: Record<string, unknown> }[];
  reaches: string[];
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.(ts|tsx|js)$/.test(candidate)) return candidate;
  }
  return undefined;
}

/** Every call module the file reaches through relative imports, as 'group/name'. */
export function callsReachedFrom(entry: string): string[] {
  const callsDir = path.join(repoRoot, 'generated/calls');
  const seen = new Set<string>();
  const calls = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const relativeToCalls = path.relative(callsDir, file);
    if (!relativeToCalls.startsWith('..') && relativeToCalls.split(path.sep).length === 2) {
      calls.add(relativeToCalls.replace(/\.ts$/, '').split(path.sep).join('/'));
      continue;
    }
    // Validators are data, not code that calls anything.
    if (file.includes(`${path.sep}generated${path.sep}validators${path.sep}`)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = resolveImport(file, match[1]!);
      if (target) queue.push(target);
    }
  }
  return [...calls].sort();
}

type RouteEntry = { path: string; screen?: string; demoQuery?: string; loads?: { call: string; params: Record<string, unknown> }[] };

export const routeScreens: RouteScreen[] = Object.entries(routeTable.routes as Record<string, RouteEntry>).flatMap(([route, entry]) => {
  if (!entry.screen) return [];
  const module = path.join(repoRoot, 'src/screens', `${entry.screen}.tsx`);
  return [
    {
      route,
      path: `${routeTable.basePath}${entry.path}`,
      screen: entry.screen,
      demoQuery: entry.demoQuery ?? '',
      opens: entry.loads ?? [],
      reaches: callsReachedFrom(module),
    },
  ];
});

/** Every (route, call) pair a screen reads, each call checked to be one of schemas/api. */
export function readPairs(): { route: RouteScreen; call: string; onOpening: boolean }[] {
  return routeScreens.flatMap((route) => {
    const opening = new Set(route.opens.map((load) => load.call));
    const all = [...new Set([...opening, ...route.reaches])].sort();
    for (const call of all) if (!callByName.has(call)) throw new Error(`${route.route} reads ${call}, which schemas/api does not declare`);
    return all.map((call) => ({ route, call, onOpening: opening.has(call) }));
  });
}
