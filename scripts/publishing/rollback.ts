import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { callStaff, documentIdOf, parseFlags, refusalLines, runCommand, serverOrigin, UsageError } from './staff-client.ts';

// `npm run rollback -- ID --server URL [--note TEXT]`: every borrower goes back to the version before the live one of
// a form, screen or bank-binding configuration (issue 26), in one action. ID is forms/<name>, screens/<name>,
// bank-binding/<productId>, or a bare form or screen name. STAFF_TOKEN (and STAFF_NAME) come from the environment.

const usage = 'Usage: npm run rollback -- ID --server URL [--note TEXT]';
const schemasRoot = path.resolve(import.meta.dirname, '../../schemas');

export async function runRollback(args: readonly string[], env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<number> {
  return runCommand(async () => {
    const { positional, values } = parseFlags(args, ['server', 'note']);
    if (positional.length !== 1) throw new UsageError(usage);
    const origin = serverOrigin(values.get('server'));
    const id = documentIdOf(positional[0]!, schemasRoot);
    const note = values.get('note');
    const answer = await callStaff(origin, 'rollback', { id, ...(note !== undefined ? { note } : {}) }, env);
    if (!answer.ok) {
      refusalLines(answer).forEach((line) => log(line));
      return 1;
    }
    const { from, version } = answer;
    log(`Rolled ${id} back from version ${from} to ${version === 0 ? 'the bundled copy (version 0)' : `version ${version}`}, for every borrower.`);
    return 0;
  }, log);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await runRollback(process.argv.slice(2), process.env, (line) => console.log(line));
}
