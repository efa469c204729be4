// `tsx scripts/budgets/analyze.ts [chunk-filter] [--why module-substring]`: where the weight is. Builds into a temp
// folder and prints each chunk's gzip size and the raw size of what is inside it, grouped by package (antd-mobile by
// component), because rolldown names a shared chunk after whichever module it met first, which says little about its
// content. --why prints the static import chain from an entry or a lazy chunk to the first module matching the substring.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import { build, type Plugin } from 'vite';

const args = process.argv.slice(2);
const whyAt = args.indexOf('--why');
const why = whyAt >= 0 ? args.splice(whyAt, 2)[1] : undefined;
const filter = args[0];

function packageOf(id: string): string {
  const inModules = id.split('node_modules/').pop()!;
  if (inModules === id) return path.relative(process.cwd(), id);
  const parts = inModules.split('/');
  const name = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  const component = inModules.match(/^antd-mobile\/es\/(components|utils|global|locales)\/([^/]+)/);
  return component ? `${name}:${component[2]}` : name;
}

function minified(name: string, code: string): string {
  try {
    // A module body alone refers to names its neighbours define; keep them (no unused-code removal).
    return minifySync(`${name}.js`, code, { compress: false, mangle: true }).code;
  } catch {
    return code;
  }
}

interface ModuleInfoLike {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
}

/** Breadth-first over static imports from every entry and lazy chunk: the shortest chain that reaches the module. */
function printWhy(ids: IterableIterator<string>, info: (id: string) => ModuleInfoLike | null): void {
  const all = [...ids];
  const parent = new Map<string, string | null>();
  const queue = all.filter((id) => info(id)?.isEntry || (info(id)?.dynamicImporters.length ?? 0) > 0);
  queue.forEach((id) => parent.set(id, null));
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (id.includes(why!)) {
      const chain: string[] = [];
      for (let at: string | null | undefined = id; at; at = parent.get(at)) chain.unshift(path.relative(process.cwd(), at));
      console.log(chain.join('\n  -> '));
      return;
    }
    for (const next of info(id)?.importedIds ?? []) {
      if (!parent.has(next)) {
        parent.set(next, id);
        queue.push(next);
      }
    }
  }
  console.log(`No static import chain from an entry reaches '${why}'.`);
}

const report: Plugin = {
  name: 'weight-report',
  generateBundle(_options, bundle) {
    if (why) {
      printWhy(this.getModuleIds(), (id) => this.getModuleInfo(id));
      return;
    }
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || (filter && !chunk.fileName.includes(filter))) continue;
      const gz = gzipSync(chunk.code, { level: 9 }).length / 1024;
      console.log(`\n${chunk.fileName}  ${gz.toFixed(1)} KB gzip`);
      const byPackage = new Map<string, string>();
      for (const [id, module] of Object.entries(chunk.modules)) {
        byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? '') + (module.code ?? ''));
      }
      // Each group minified and compressed on its own: a rough share, since gzip of the whole chunk finds repeats
      // across groups and minifying the chunk renames across them.
      const rows = [...byPackage].map(([name, code]) => [name, code.length, gzipSync(minified(name, code), { level: 9 }).length] as const);
      for (const [name, raw, gzip] of rows.sort((a, b) => b[2] - a[2])) {
        if (raw >= 300) console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB gzip ${(raw / 1024).toFixed(1).padStart(7)} KB raw  ${name}`);
      }
    }
  },
};

const outDir = mkdtempSync(path.join(tmpdir(), 'analyze-'));
try {
  await build({ logLevel: 'warn', plugins: [report], build: { outDir, emptyOutDir: true } });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
