// Vite's build manifest (dist/.vite/manifest.json): which files a page needs before its first paint. The prerender
// lists them as each route's preloads and the bundle-budget check (scripts/budgets) weighs them, from this one walker.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Every JS and CSS file that the given manifest keys load statically (not their dynamic imports), sorted. */
export function firstLoadFiles(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry '${key}'. Did a route's module move?`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => /\.(m?js|css)$/.test(file)).sort();
}

/**
 * The JS files that the given manifest keys load statically, in the order the browser evaluates them: each file
 * after every file it imports (depth first, in import order), the keys' own files last.
 */
export function evaluationOrder(manifest: Manifest, keys: string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry '${key}'. Did a route's module move?`);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (/\.m?js$/.test(chunk.file)) order.push(chunk.file);
  };
  keys.forEach(visit);
  return order;
}
