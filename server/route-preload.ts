import table from '../schemas/routes.json' with { type: 'json' };
import { firstLoadFiles, type Manifest } from './vite-manifest.ts';

// app.html is one page for every route, so on its own the browser learns of a route's lazy chunk only after the
// entry has run: one more round trip before the first paint on a slow network. Naming the route's files in the
// HTML lets the browser fetch them beside the entry.

interface RouteEntry {
  path: string;
  screen?: string;
}

/** The screen module (a manifest key) that serves a page path such as /app/customer-service, if any. */
export function screenModuleAt(pagePath: string): string | undefined {
  const lower = pagePath.toLowerCase();
  const base = table.basePath.toLowerCase();
  if (!lower.startsWith(`${base}/`)) return undefined;
  const wanted = lower.slice(base.length).replace(/\/+$/, '') || '/';
  for (const route of Object.values(table.routes as Record<string, RouteEntry>)) {
    if (route.screen && route.path.toLowerCase() === wanted) return `src/screens/${route.screen}.tsx`;
  }
  return undefined;
}

/** app.html with preload links for the files the route at `pagePath` loads statically, beyond what it names already. */
export function withRoutePreloads(html: string, manifest: Manifest, pagePath: string): string {
  const screen = screenModuleAt(pagePath);
  if (!screen || !manifest[screen]) return html;
  const links = firstLoadFiles(manifest, [screen])
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) =>
      file.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="/${file}">` : `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
  return links.length === 0 ? html : html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
