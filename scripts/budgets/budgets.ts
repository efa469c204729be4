// Bundle budgets (issue 6): what each page may load before its first paint, gzip -9. Borrowers use sub-$100 Android
// phones on slow networks; the targets are read from schemas/routes.json and the build manifest, so every route and
// entry that exists is checked, with no list here to keep up to date.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import { sitePages } from '../../core/site-pages.ts';
import type { Manifest, Target } from './measure.ts';

export const budgetsKB = {
  /** A borrower route without a form. */
  route: 100,
  /** A borrower route whose first paint includes a form ("form": true in schemas/routes.json). */
  formRoute: 170,
  /** Each page of the public marketing site (index.html's entry): static HTML and a small script, no React. */
  site: 30,
  /** Any other entry, such as the promotion register page: a form page. */
  otherEntry: 170,
} as const;

export interface RouteEntry {
  path: string;
  screen?: string;
  form?: boolean;
}

export interface RouteTable {
  basePath: string;
  routes: Record<string, RouteEntry>;
}

/** The marketing site's entry in the manifest: every page of the site is drawn into it (scripts/prerender-site.ts). */
export const siteEntry = 'index.html';

/** The borrower app's entry in the manifest; its routes are measured with it. */
export const appEntry = 'app.html';
/** The one script a route's page names, which loads the entry (a manifest key). */
export const afterFirstPaint = 'src/app/after-first-paint.ts';

/** One target per served route of the borrower app, plus one per other entry in the manifest. */
export function budgetTargets(manifest: Manifest, table: RouteTable = routeTable): Target[] {
  const targets: Target[] = [];
  for (const [name, route] of Object.entries(table.routes)) {
    if (!route.screen) continue;
    targets.push({
      name: `route ${name} ${table.basePath}${route.path}${route.form ? ' (form)' : ''}`,
      // A route's page loads the app through src/app/after-first-paint.ts (scripts/prerender.ts), when the build has it.
      modules: [appEntry, `src/screens/${route.screen}.tsx`, ...(manifest[afterFirstPaint] ? [afterFirstPaint] : [])],
      budgetKB: route.form ? budgetsKB.formRoute : budgetsKB.route,
    });
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    // Pages only: a script entry (src/app/after-first-paint.ts) is part of the app's pages, which are measured above.
    if (!chunk.isEntry || key === appEntry || !key.endsWith('.html')) continue;
    if (key === siteEntry) {
      // One row per page of the site (core/site-pages.ts), each loading what the site's entry names.
      for (const page of sitePages) targets.push({ name: `site ${page.path} (${key})`, modules: [key], budgetKB: budgetsKB.site });
      continue;
    }
    targets.push({ name: `entry ${key}`, modules: [key], budgetKB: budgetsKB.otherEntry });
  }
  return targets;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}
