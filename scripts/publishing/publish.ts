import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { callStaff, parseFlags, refusalLines, runCommand, serverOrigin, UsageError } from './staff-client.ts';

// `npm run publish -- FILE --server URL --note TEXT [--rollout PERCENT] [--id ID]`: publishes a form, screen
// descriptor or bank-binding configuration as its next version (issue 26), for a release pipeline. FILE is a form's
// schema.json or ui-schema.json (the pair goes out together) or its folder, a descriptor under schemas/screens, or,
// with --id bank-binding/<productId>, a product's card-init items. STAFF_TOKEN (and STAFF_NAME) come from the environment.

const usage = 'Usage: npm run publish -- FILE --server URL --note TEXT [--rollout PERCENT|all] [--id ID]';

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`Cannot read ${file}.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** The document id and document that FILE (and --id) name. */
export function documentOf(file: string, id: string | undefined): { id: string; document: unknown } {
  const full = path.resolve(file);
  if (!existsSync(full)) throw new UsageError(`No file ${file}.`);
  const formDir = statSync(full).isDirectory() ? full : /^(schema|ui-schema)\.json$/.test(path.basename(full)) ? path.dirname(full) : undefined;
  if (formDir !== undefined && path.basename(path.dirname(formDir)) === 'forms') {
    const name = path.basename(formDir);
    if (id !== undefined && id !== `forms/${name}`) throw new UsageError(`${file} is the form forms/${name}, not ${id}.`);
    return { id: `forms/${name}`, document: { schema: readJson(path.join(formDir, 'schema.json')), uiSchema: readJson(path.join(formDir, 'ui-schema.json')) } };
  }
  if (path.basename(path.dirname(full)) === 'screens' && full.endsWith('.json')) {
    const name = path.basename(full, '.json');
    if (id !== undefined && id !== `screens/${name}`) throw new UsageError(`${file} is the screen screens/${name}, not ${id}.`);
    return { id: `screens/${name}`, document: readJson(full) };
  }
  if (id === undefined) throw new UsageError(`${file} is neither a form under schemas/forms nor a screen under schemas/screens: name what it is with --id (e.g. --id bank-binding/<productId>).`);
  return { id, document: readJson(full) };
}

export async function runPublish(args: readonly string[], env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<number> {
  return runCommand(async () => {
    const { positional, values } = parseFlags(args, ['server', 'note', 'rollout', 'id']);
    if (positional.length !== 1) throw new UsageError(usage);
    const origin = serverOrigin(values.get('server'));
    const note = values.get('note');
    if (note === undefined) throw new UsageError(`--note TEXT is required: say why (it goes to the audit log).\n${usage}`);
    const { id, document } = documentOf(positional[0]!, values.get('id'));
    const rollout = values.get('rollout');
    const answer = await callStaff(origin, 'versions', { id, document, note, ...(rollout !== undefined ? { rollout } : {}) }, env);
    if (!answer.ok) {
      refusalLines(answer).forEach((line) => log(line));
      return 1;
    }
    const { version, base, percent } = answer;
    const others = base === 0 ? 'the bundled copy' : `version ${base}`;
    log(percent === 100 ? `Published ${id} version ${version} to every borrower.` : `Published ${id} version ${version} to ${percent}% of borrowers; the others keep ${others}.`);
    return 0;
  }, log);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await runPublish(process.argv.slice(2), process.env, (line) => console.log(line));
}
