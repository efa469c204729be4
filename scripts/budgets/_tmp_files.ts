import { budgetTargets, readManifest } from '/work/main/scripts/budgets/budgets.ts';
import { measure, gzipKB } from '/work/main/scripts/budgets/measure.ts';
import { readFileSync } from 'node:fs';
const m = readManifest(process.env.DIST ?? 'dist');
for (const r of measure(process.env.DIST ?? 'dist', m, budgetTargets(m)).filter(r => !process.argv[2] || r.name.includes(process.argv[2]))) {
  console.log(r.name, r.kb.toFixed(1));
  for (const f of r.files) console.log('   ', gzipKB(readFileSync((process.env.DIST ?? 'dist') + '/' + f)).toFixed(1), f);
}
