// `npm run check:budgets [distDir]`, after `npm run build`: prints what each route and entry loads before its first
// paint beside its budget, and fails when any is over.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { budgetTargets, readManifest, type RouteTable } from './budgets.ts';
import { formatTable, measure, type Measured } from './measure.ts';

export interface BudgetReport {
  rows: Measured[];
  ok: boolean;
  text: string;
}

export function checkBudgets(distDir: string, table?: RouteTable): BudgetReport {
  const manifest = readManifest(distDir);
  const rows = measure(distDir, manifest, budgetTargets(manifest, table));
  const over = rows.filter((row) => row.overBudget);
  const verdict =
    over.length === 0
      ? `All ${rows.length} pages are within their budgets.`
      : `${over.length} over budget: ${over.map((row) => row.name.split(' ').slice(0, 2).join(' ')).join(', ')}. ` +
        'Split code or lazy-load what the first paint does not need (`tsx scripts/budgets/analyze.ts` shows where the weight is).';
  return { rows, ok: over.length === 0, text: `${formatTable(rows)}\n\n${verdict}` };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const report = checkBudgets(path.resolve(process.argv[2] ?? 'dist'));
  console.log(report.text);
  process.exitCode = report.ok ? 0 : 1;
}
