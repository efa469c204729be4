// First-load weight per entry and route, from Vite's build manifest: the JS and CSS a page needs before
// its first paint (the entry, the route's lazy chunk, and everything either imports statically), gzip -9.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { firstLoadFiles, type Manifest } from '../vite-manifest.ts';

// The manifest walker is the server's, which preloads the same files per route: one definition of first load.
export { firstLoadFiles, type Manifest, type ManifestChunk } from '../vite-manifest.ts';

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
