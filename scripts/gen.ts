// `npm run gen` writes generated/ from schemas/; `npm run gen:check` fails if generated/ is not what gen would write.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { diffGenerated, generate, GenerationError, writeGenerated } from './schema/generate.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Runs gen or gen --check on `root`; returns the exit code. Output goes to `log`. */
export async function runGen(
  { root = repoRoot, check = false }: { root?: string; check?: boolean },
  log: (line: string) => void = console.log,
): Promise<number> {
  let expected;
  try {
    expected = await generate(root);
  } catch (error) {
    if (!(error instanceof GenerationError)) throw error;
    log(error.message);
    return 1;
  }
  if (check) {
    const stale = diffGenerated(root, expected);
    if (stale.length === 0) {
      log(`generated/ is up to date (${expected.size} files).`);
      return 0;
    }
    for (const { file, status } of stale) log(`${file}: ${status}`);
    log(`generated/ is out of date with schemas/: run \`npm run gen\` and commit the result.`);
    return 1;
  }
  const changes = writeGenerated(root, expected);
  for (const { file, status } of changes) {
    log(`${status === 'orphaned' ? 'removed' : status === 'missing' ? 'created' : 'updated'} ${file}`);
  }
  log(`generated/ is up to date (${expected.size} files, ${changes.length} changed).`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const rootArg = args.indexOf('--root');
  const rootValue = rootArg >= 0 ? args[rootArg + 1] : undefined;
  const root = rootValue ? path.resolve(rootValue) : repoRoot;
  process.exitCode = await runGen({ root, check: args.includes('--check') });
}
