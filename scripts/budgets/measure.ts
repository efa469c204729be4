// First-load weight per entry and route, from Vite's build manifest: the JS and CSS a page needs before
// its first paint (the entry, the route's lazy chunk, and everything either imports statically), gzip -9.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

export interface Target {
  /** What the row is called in the report, e.g. 'route customerService'. */
  name: string;
  /** Manifest keys (source paths) loaded on first paint, e.g. ['app.html', 'src/screens/x/screen.tsx']. */
  modules: string[];
  budgetKB: number;
}

export interface Measured extends Target {
  kb: number;
  files: string[];
  overBudget: boolean;
}

/** Every file that the given manifest keys load statically (not their dynamic imports). */
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

export function gzipKB(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length / 1024;
}

export function measure(distDir: string, manifest: Manifest, targets: Target[]): Measured[] {
  const sizeOf = new Map<string, number>();
  const kbOf = (file: string) => {
    if (!sizeOf.has(file)) sizeOf.set(file, gzipKB(readFileSync(path.join(distDir, file))));
    return sizeOf.get(file)!;
  };
  return targets.map((target) => {
    const files = firstLoadFiles(manifest, target.modules);
    const kb = files.reduce((sum, file) => sum + kbOf(file), 0);
    return { ...target, kb, files, overBudget: kb > target.budgetKB };
  });
}

export function formatTable(rows: Measured[]): string {
  const width = Math.max(...rows.map((row) => row.name.length), 10);
  const lines = rows.map(
    (row) =>
      `${row.overBudget ? 'OVER' : 'ok  '}  ${row.name.padEnd(width)}  ${row.kb.toFixed(1).padStart(6)} KB / ${String(row.budgetKB).padStart(3)} KB`,
  );
  return ['First-load JS + CSS per page, gzip -9, against its budget', ...lines].join('\n');
}
