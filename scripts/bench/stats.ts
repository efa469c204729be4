/** The p-th percentile (0-100) by the nearest-rank method; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** A plain-text table: a header row, then rows, columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export interface LatencySummary {
  keys: number;
  p50: number;
  p95: number;
  max: number;
}

/** The figures the keystroke table shows for one field of one form; NaN throughout for no keys. */
export function summarize(latencies: readonly number[]): LatencySummary {
  return { keys: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.length ? Math.max(...latencies) : Number.NaN };
}

/**
 * The keystroke goals (issue 17, part 8): on every field, our p95 within 1.25x of the floor's p95 (bare,
 * uncontrolled inputs on the same page, in the same run: what the browser itself costs) and at least 2x faster
 * than stock rjsf's p95.
 */
export const keystrokeGoals = { ofFloor: 1.25, overStock: 2 } as const;

export interface KeystrokeVerdict {
  /** Our p95 over the floor's: 1 is the floor, the goal is at most keystrokeGoals.ofFloor. */
  ofFloor: number;
  /** Stock's p95 over ours: how many times faster we are; the goal is at least keystrokeGoals.overStock. */
  overStock: number;
  withinFloor: boolean;
  fasterThanStock: boolean;
  ok: boolean;
}

/** Judges one field against the goals from the three forms' p95; a missing figure (NaN) misses. */
export function judgeKeystrokes(p95: { floor: number; ours: number; stock: number }): KeystrokeVerdict {
  const ofFloor = p95.ours / p95.floor;
  const overStock = p95.stock / p95.ours;
  // NaN compares false, so a form that measured nothing can never meet a goal.
  const withinFloor = ofFloor <= keystrokeGoals.ofFloor;
  const fasterThanStock = overStock >= keystrokeGoals.overStock;
  return { ofFloor, overStock, withinFloor, fasterThanStock, ok: withinFloor && fasterThanStock };
}
