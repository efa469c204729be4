// `npm run check:budgets`: fails when any page loads more than its budget before first paint.
import path from 'node:path';
import { budgetTargets, readManifest } from './budgets.ts';
import { formatTable, measure } from './measure.ts';

const distDir = path.resolve(process.argv[2] ?? 'dist');
const manifest = readManifest(distDir);
const rows = measure(distDir, manifest, budgetTargets(manifest));
console.log(formatTable(rows));
const over = rows.filter((row) => row.overBudget);
if (over.length > 0) {
  console.error(`\n${over.length} over budget: ${over.map((row) => row.name).join(', ')}. Split code or lazy-load what first paint does not need.`);
  process.exit(1);
}
