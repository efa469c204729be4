// Vite's build manifest (dist/.vite/manifest.json): which files a page needs before its first paint. The prerender
// lists them as each route's preloads and the bundle-budget check (scripts/budgets) weighs them, from this one walker.

export interface ManifestChunk {
  file: string;
  /** The chunk's name: its first module's, for a chunk shared by several importers (key `_<name>-<hash>.js`). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks that the given manifest keys load statically (not their dynamic imports), each once and after every
 * chunk it imports (depth first, in import order): the order the browser evaluates them.
 */
function staticChunks(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no entry '${key}'. Did a route's module move?`);
    for (const imported of chunk.imports ?? []) visit(imported);
    chunks.push(chunk);
  };
  keys.forEach(visit);
  return chunks;
}

/** Every JS and CSS file that the given manifest keys load statically (not their dynamic imports), sorted. */
export function firstLoadFiles(manifest: Manifest, keys: string[]): string[] {
  const files = new Set(staticChunks(manifest, keys).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  return [...files].filter((file) => /\.(m?js|css)$/.test(file)).sort();
}

/** The JS files that the given manifest keys load statically, in the order the browser evaluates them. */
export function evaluationOrder(manifest: Manifest, keys: string[]): string[] {
  return staticChunks(manifest, keys)
    .map((chunk) => chunk.file)
    .filter((file) => /\.m?js$/.test(file));
}
