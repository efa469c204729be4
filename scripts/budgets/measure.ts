// Weighs what each page downloaded (downloads.ts) against its budgets: the first load (its inline scripts and styles
// with it), the idle prefetch beside it, and the two together, gzip -9 of the built files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Budget } from './budgets.ts';
import type { PageDownloads } from './downloads.ts';

export interface Measured {
  name: string;
  budget: Budget;
  /** What a page that misses its budget today is held to (knownMissesKB). */
  ceiling?: Budget;
  firstKB: number;
  prefetchKB: number;
  allKB: number;
  /** Files of the first load, and those fetched on spec (paths as requested, e.g. /assets/x.js). */
  first: string[];
  prefetch: string[];
  /** Past what the page is held to: its ceiling when it has one, else its budget. */
  overFirst: boolean;
  overAll: boolean;
  /** Within its ceiling but past its budget. */
  knownMiss: boolean;
  /** Has a ceiling but is within its budget: the ceiling should go. */
  staleCeiling: boolean;
}

export function gzipKB(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length / 1024;
}

/** The gzip -9 size of a requested path, read from the build folder (/assets/x.js -> dist/assets/x.js; / -> index.html). */
export function builtFileKB(distDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    if (!sizes.has(file)) {
      const relative = decodeURIComponent(file).replace(/^\/+/, '');
      sizes.set(file, gzipKB(readFileSync(path.join(distDir, relative))));
    }
    return sizes.get(file)!;
  };
}

export function weigh(name: string, budget: Budget, downloads: PageDownloads, kbOf: (file: string) => number, ceiling?: Budget): Measured {
  const first = [...downloads.first].sort();
  const prefetch = downloads.all.filter((file) => !first.includes(file)).sort();
  const sum = (files: string[]) => files.reduce((total, file) => total + kbOf(file), 0);
  // The inline code gzipped alone: in the page it shares the HTML's gzip stream, which makes it a little smaller.
  const firstKB = sum(first) + (downloads.inline ? gzipKB(Buffer.from(downloads.inline, 'utf8')) : 0);
  const prefetchKB = sum(prefetch);
  const allKB = firstKB + prefetchKB;
  const held = ceiling ?? budget;
  const missesBudget = firstKB > budget.first || allKB > budget.all;
  return {
    name,
    budget,
    ...(ceiling ? { ceiling } : {}),
    firstKB,
    prefetchKB,
    allKB,
    first,
    prefetch,
    overFirst: firstKB > held.first,
    overAll: allKB > held.all,
    knownMiss: ceiling !== undefined && missesBudget,
    staleCeiling: ceiling !== undefined && !missesBudget,
  };
}

export function formatTable(rows: Measured[]): string {
  const width = Math.max(...rows.map((row) => row.name.length), 10);
  const kb = (value: number) => value.toFixed(1).padStart(6);
  const header = `${''.padEnd(6)}${'page'.padEnd(width)}  ${'first load'.padStart(17)}  ${'prefetch'.padStart(8)}  ${'in all'.padStart(17)}`;
  const lines = rows.map(
    (row) =>
      `${row.overFirst || row.overAll ? 'OVER' : row.staleCeiling ? 'DONE' : row.knownMiss ? 'MISS' : 'ok  '}  ${row.name.padEnd(width)}  ${kb(row.firstKB)} KB / ${String(row.budget.first).padStart(3)} KB  ${kb(row.prefetchKB)} KB  ${kb(row.allKB)} KB / ${String(row.budget.all).padStart(3)} KB`,
  );
  return [
    'JS + CSS each page downloads in Chromium at 360×800, cold cache, gzip -9, its files and what its HTML carries inline: first load (slow or metered data, until the network is quiet), idle prefetch (fast data), in all; against its budgets',
    header,
    ...lines,
  ].join('\n');
}

export interface BudgetVerdict {
  ok: boolean;
  text: string;
}

export function verdict(rows: Measured[]): BudgetVerdict {
  const over = rows.filter((row) => row.overFirst || row.overAll);
  const stale = rows.filter((row) => row.staleCeiling);
  const misses = rows.filter((row) => row.knownMiss && !row.overFirst && !row.overAll);
  const why = (row: Measured) => [row.overFirst && 'first load', row.overAll && 'in all'].filter(Boolean).join(' and ');
  const summary =
    over.length === 0
      ? misses.length === 0
        ? `All ${rows.length} pages are within their budgets.`
        : `No page is past what it is held to; ${rows.length - misses.length} of ${rows.length} are within their budgets.`
      : `${over.length} over budget: ${over.map((row) => `${row.name.split(' ').slice(0, 2).join(' ')} (${why(row)})`).join(', ')}. ` +
        'Split code, lazy-load what the first paint does not need, or fetch less on spec (`tsx scripts/budgets/analyze.ts` shows where the weight is).';
  const notes = [
    misses.length > 0 ? `${misses.length} known misses held to their ceilings (knownMissesKB in scripts/budgets/budgets.ts; MISS above): ${misses.map((row) => row.name.split(' ').slice(0, 2).join(' ')).join(', ')}.` : '',
    stale.length > 0 ? `${stale.length} within budget now (DONE above): take them off knownMissesKB: ${stale.map((row) => row.name.split(' ').slice(0, 2).join(' ')).join(', ')}.` : '',
  ].filter(Boolean);
  return { ok: over.length === 0 && stale.length === 0, text: [formatTable(rows), summary, ...notes].join('\n\n') };
}

/**
 * What rolldown calls each file of a build (the manifest's chunk names: a module's file name, 'framework' for a
 * group), by the path it is served at, its stylesheets included: files are named by their hash alone (vite.config.ts).
 */
export function builtChunkNames(distDir: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; name?: string; css?: string[] }>;
  const names = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.name) continue;
    for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!names.has(`/${file}`)) names.set(`/${file}`, chunk.name);
  }
  return names;
}

/** Each page's files, largest first, first load apart from prefetch, with their gzip -9 size and chunk name. */
export function formatFileLists(rows: Measured[], kbOf: (file: string) => number, names: ReadonlyMap<string, string>): string {
  const list = (label: string, files: string[]) =>
    [...files]
      .sort((a, b) => kbOf(b) - kbOf(a))
      .map((file) => `  ${label}  ${kbOf(file).toFixed(2).padStart(6)} KB  ${file}${names.has(file) ? `  ${names.get(file)}` : ''}`);
  return rows.map((row) => [`${row.name}: ${row.firstKB.toFixed(1)} KB first load, ${row.prefetchKB.toFixed(1)} KB prefetch`, ...list('first   ', row.first), ...list('prefetch', row.prefetch)].join('\n')).join('\n\n');
}
