import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { knownValues, type Json, type JsonSchema, type SchemaRegistry } from './arbitrary-from-schema.ts';

// Every call of schemas/api, read the way `npm run gen` reads them: a file with an "x-call" is a call, keyed by its
// path under schemas/api without ".json" ('loan-details/loan-details'), the same name routes.json's "loads" use.

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const apiDir = path.join(repoRoot, 'schemas/api');

export interface CallSchema {
  /** 'group/name', as in routes.json's "loads" and generated/calls/<group>/<name>.ts. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  successCode: string | number;
  /** x-call.onFailure "bundled": an unusable answer shows no error, the page draws its bundled copy instead. */
  failsToBundled: boolean;
  /** The $id of the call's file, the base its response schema's $refs resolve against. */
  baseId: string;
  response: JsonSchema;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

const files = jsonFiles(apiDir).sort().map((file) => ({ file, schema: JSON.parse(readFileSync(file, 'utf8')) as JsonSchema & Record<string, unknown> }));

/** Every schema of schemas/api by its $id, for $ref. */
export const apiRegistry: SchemaRegistry = new Map(files.map(({ file, schema }) => [String(schema.$id ?? path.relative(apiDir, file)), schema]));

export const apiCalls: CallSchema[] = files.flatMap(({ file, schema }) => {
  const call = schema['x-call'] as { method: 'GET' | 'POST'; path: string; successCode?: string | number; onFailure?: string } | undefined;
  const response = schema.properties?.response;
  if (!call || !response) return [];
  return [
    {
      name: path.relative(apiDir, file).replace(/\.json$/, '').split(path.sep).join('/'),
      method: call.method,
      path: call.path,
      successCode: call.successCode ?? '00',
      failsToBundled: call.onFailure === 'bundled',
      baseId: String(schema.$id),
      response,
    },
  ];
});

export const callByName = new Map(apiCalls.map((call) => [call.name, call]));

type Validator = { (data: unknown): boolean; errors?: unknown };

/** The call's precompiled response validator, the very one the api client checks answers with. */
export async function responseValidatorOf(call: CallSchema): Promise<Validator> {
  const module = (await import(`../../generated/validators/api/${call.name}.js`)) as { validateResponse: Validator };
  return module.validateResponse;
}

/** The scalar values of the fixture corpus (schemas/fixtures, the one corpus of seed, stories and tests) by name. */
export const fixtureValues: ReadonlyMap<string, readonly Json[]> = (() => {
  const dir = path.join(repoRoot, 'schemas/fixtures');
  const corpus = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown);
  return knownValues(corpus);
})();
