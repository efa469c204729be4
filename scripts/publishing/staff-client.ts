import { existsSync } from 'node:fs';
import path from 'node:path';
import { readStaffAnswer, type StaffResult } from '../../core/publishing/staff-answer.ts';

// What `npm run publish` and `npm run rollback` share: their flags, the staff credential from the environment
// (STAFF_TOKEN, and STAFF_NAME for the audit log), and one call to the server's /staff/publishing endpoints, whose
// answer they print. A refusal exits non-zero with the server's reasons, one a line.

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface Flags {
  positional: string[];
  values: Map<string, string>;
}

/** `FILE --server URL --note TEXT` -> positional [FILE], values {server, note}; every flag takes a value. */
export function parseFlags(args: readonly string[], known: readonly string[]): Flags {
  const positional: string[] = [];
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (!known.includes(name)) throw new UsageError(`Unknown flag --${name} (it takes: ${known.map((flag) => `--${flag}`).join(', ')}).`);
    const value = inline ?? args[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value.`);
    values.set(name, value);
  }
  return { positional, values };
}

/** The server's origin, from --server: http(s) only, without a trailing slash. */
export function serverOrigin(raw: string | undefined): string {
  if (raw === undefined) throw new UsageError('--server URL is required (e.g. --server http://127.0.0.1:8080).');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--server must be a URL, got '${raw}'.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError('--server must be an http:// or https:// URL.');
  return url.origin;
}

/** A document id from what a person types: forms/x, screens/x, bank-binding/123, or a bare form or screen name. */
export function documentIdOf(raw: string, schemasRoot: string): string {
  if (raw.includes('/')) return raw;
  if (existsSync(path.join(schemasRoot, 'forms', raw, 'schema.json'))) return `forms/${raw}`;
  if (existsSync(path.join(schemasRoot, 'screens', `${raw}.json`))) return `screens/${raw}`;
  throw new UsageError(`No form or screen named '${raw}' under ${schemasRoot}: give forms/<name>, screens/<name> or bank-binding/<productId>.`);
}

/** POSTs `payload` to /staff/publishing/<action> with the staff credential from `env`. */
export async function callStaff(origin: string, action: string, payload: unknown, env: NodeJS.ProcessEnv): Promise<StaffResult> {
  const token = env.STAFF_TOKEN;
  if (token === undefined || token === '') throw new UsageError('STAFF_TOKEN is not set: export the server\'s staff token (demo mode: demo-staff).');
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  if (env.STAFF_NAME) headers['x-staff-name'] = env.STAFF_NAME;
  const response = await fetch(`${origin}/staff/publishing/${action}`, { method: 'POST', headers, body: JSON.stringify(payload) });
  return readStaffAnswer(response);
}

/** The server's reasons for a refusal, one a line: its message, then each problem (file#path: message, build). */
export function refusalLines(answer: Extract<StaffResult, { ok: false }>): string[] {
  return [`Refused (HTTP ${answer.status}): ${answer.message || 'no reason given'}`, ...answer.lines.map((line) => `  ${line}`)];
}

/** Runs a command's main, printing a usage error or a failure to reach the server as one line; returns the exit code. */
export async function runCommand(main: () => Promise<number>, log: (line: string) => void): Promise<number> {
  try {
    return await main();
  } catch (error) {
    if (error instanceof UsageError) {
      log(error.message);
      return 2;
    }
    log(`Could not reach the server: ${(error as Error).message}`);
    return 1;
  }
}
