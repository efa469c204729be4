// Bundle budgets (issue 6): what each page may load before first paint, gzip -9.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import type { Manifest, Target } from './measure.ts';

export const budgetsKB = {
  /** A borrower route without a form. */
  route: 100,
  /** A borrower route whose first paint includes a form. */
  formRoute: 170,
  /** The public marketing site. */
  site: 75,
} as const;

interface RouteEntry {
  path: string;
  screen?: string;
  form?: boolean;
}

/** One target per served route of the borrower app, plus one per other entry in the manifest. */
export function budgetTargets(manifest: Manifest): Target[] {
  const targets: Target[] = [];
  for (const [name, route] of Object.entries(routeTable.routes as Record<string, RouteEntry>)) {
    if (!route.screen) continue;
    targets.push({
      name: `app ${name}`,
      modules: ['app.html', `src/screens/${route.screen}.tsx`],
      budgetKB: route.form ? budgetsKB.formRoute : budgetsKB.route,
    });
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry || key === 'app.html') continue;
    const budgetKB = key === 'index.html' ? budgetsKB.site : budgetsKB.formRoute;
    targets.push({ name: `entry ${key}`, modules: [key], budgetKB });
  }
  return targets;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}
