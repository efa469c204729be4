import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCalls, type Call } from '../../server/http/calls.ts';
import type { Db } from '../../server/db/database.ts';
import { apiSchemasWith, jose, maria, realApiDir, repoRoot, seededMemoryDb, testApp, type TestApp } from './support.ts';

// Issue 12, item 2: no input of any kind gives a 5xx. For every call declared in schemas/api (found as the server
// finds them, so a call added later is covered with nothing to update here), requests are generated from the call's
// request schema and then mutated: valid values, missing fields, wrong types, huge strings, control characters,
// repeated keys, unicode and lone surrogates, prototype keys, broken %-escapes, a wrong content type; each with no
// session, a valid demo session or a broken one. Every answer must be below 500.
//
//   npm test runs it with a fixed seed and a few runs per call;
//   FUZZ_RUNS=5000 npx vitest run tests/server/request-fuzz.test.ts   runs it longer (FUZZ_SEED=<n> for another seed,
//   FUZZ_GROUPS=promotion,bank-binding to narrow it to some call groups).

const runs = Number(process.env.FUZZ_RUNS ?? 60);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_122);
const groups = process.env.FUZZ_GROUPS?.split(',').filter(Boolean);

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  patternProperties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** Every short string the fixture corpus holds (product ids, order ids, item codes, options): values a handler knows. */
async function fixtureStrings(): Promise<string[]> {
  const dir = path.join(repoRoot, 'schemas/fixtures');
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && value.length <= 40) found.add(value);
    else if (typeof value === 'number' && Number.isInteger(value)) found.add(String(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json')).sort()) {
    walk(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
  }
  return [...found].sort();
}

const schemasDir = groups ? await apiSchemasWith(groups) : realApiDir;
const { calls, requestAjv } = await loadCalls({ schemasDir });
const known = await fixtureStrings();

/** A $ref resolved against the schema it sits in, through the server's own ajv. */
function resolve(schema: JsonSchema, baseId: string): { schema: JsonSchema; baseId: string } {
  let current = schema;
  let base = baseId;
  for (let depth = 0; current.$ref !== undefined && depth < 10; depth += 1) {
    const target = new URL(current.$ref, `schema:/${base}`).href.replace(/^schema:\/+/, '');
    const found = requestAjv.getSchema(target)?.schema as JsonSchema | undefined;
    if (!found) break;
    base = target.split('#')[0] ?? base;
    current = found;
  }
  return { schema: current, baseId: base };
}

function matching(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern), { size: 'small' });
  } catch {
    return fc.string();
  }
}

/** A value the schema accepts, or close to it. */
function validValue(raw: JsonSchema, baseId: string): fc.Arbitrary<string | string[]> {
  const { schema, baseId: base } = resolve(raw, baseId);
  const choices: fc.Arbitrary<string | string[]>[] = [];
  if (schema.enum) choices.push(fc.constantFrom(...schema.enum.map(String)));
  if (schema.const !== undefined) choices.push(fc.constant(String(schema.const)));
  for (const alternative of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) choices.push(validValue(alternative, base));
  if (schema.pattern) choices.push(matching(schema.pattern));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) choices.push(fc.integer({ min: -5, max: 1_000_000 }).map(String));
  if (types.includes('boolean')) choices.push(fc.constantFrom('true', 'false'));
  if (types.includes('array')) choices.push(fc.array(validValue(schema.items ?? {}, base), { maxLength: 4 }).map((list) => list.flat()));
  if (choices.length === 0) choices.push(fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }));
  return fc.oneof(...choices);
}

// NUL most often: PostgreSQL refuses it outright, where it stores the other control characters.
const controlCharacter = fc.oneof(
  { weight: 3, arbitrary: fc.constant('\u0000') },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 0x1f }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.constant('\u007f') },
);

/** Anything at all a client could put in a field. */
const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', 'undefined', 'true', '[]', '{}', '\uD800', '\uDFFF', 'é'.normalize('NFD'), "'; DROP TABLE x; --", '%00', '../../etc/passwd'),
  { weight: 4, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 })).map(([a, c, b]) => a + c + b) },
  fc.constantFrom(...known),
  fc.tuple(fc.constantFrom('x', '9', 'é', '\u{1F600}'), fc.integer({ min: 200, max: 70_000 })).map(([unit, count]) => unit.repeat(count)),
);

const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

function fieldNames(schema: JsonSchema, baseId: string): fc.Arbitrary<string> {
  const names: fc.Arbitrary<string>[] = [fc.constantFrom(...prototypeKeys), fc.string({ maxLength: 12 }), fc.constantFrom(...known)];
  for (const pattern of Object.keys(schema.patternProperties ?? {})) names.push(matching(pattern));
  const declared = Object.keys(resolve(schema, baseId).schema.properties ?? {});
  if (declared.length > 0) names.push(fc.constantFrom(...declared));
  return fc.oneof(...names);
}

type Pairs = [string, string][];

/** `text` with `inserted` put somewhere inside it. */
function withinText(text: string, inserted: string, at: number): string {
  const cut = at % (text.length + 1);
  return text.slice(0, cut) + inserted + text.slice(cut);
}

type Mutation = 'none' | 'hostile' | 'control' | 'drop' | 'extra' | 'repeat' | 'chaos';
const mutations = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Mutation>('none') },
  { weight: 3, arbitrary: fc.constant<Mutation>('hostile') },
  { weight: 2, arbitrary: fc.constant<Mutation>('control') },
  { weight: 1, arbitrary: fc.constantFrom<Mutation>('drop', 'extra', 'repeat', 'chaos') },
);

/**
 * A call's params as form pairs: every declared field with a valid value, then one mutation: none, one field's
 * value made hostile, one field dropped, an extra field, one field repeated, or all of it at once.
 */
function paramsOf(call: Call): fc.Arbitrary<Pairs> {
  const schema = (call.validateRequest.schema ?? {}) as JsonSchema;
  const baseId = call.schemaId;
  const pairsOf = (name: string, value: string | string[]): Pairs => (Array.isArray(value) ? value : [value]).map((one): [string, string] => [name, one]);
  const declared = Object.entries(schema.properties ?? {}).map(([name, property]) => validValue(property, baseId).map((value) => pairsOf(name, value)));
  const extraPair = fc.tuple(fieldNames(schema, baseId), fc.oneof(hostileValue, validValue({}, baseId).map(String)));
  return fc
    .record({ fields: fc.tuple(...declared), mutation: mutations, at: fc.nat(), hostile: hostileValue, control: controlCharacter, extra: fc.array(extraPair, { minLength: 1, maxLength: 3 }) })
    .map(({ fields, mutation, at, hostile, control, extra }) => {
      const pairs = fields.flat();
      const index = at % Math.max(pairs.length, 1);
      const target = pairs[index];
      switch (mutation) {
        case 'hostile':
          return target ? pairs.map((pair, i): [string, string] => (i === index ? [pair[0], hostile] : pair)) : [...pairs, ...extra];
        case 'control':
          return pairs.map((pair, i): [string, string] => (i === index ? [pair[0], withinText(pair[1], control, at)] : pair));
        case 'drop':
          return pairs.filter((_, i) => i !== index);
        case 'extra':
          return [...pairs, ...extra];
        case 'repeat':
          return target ? [...pairs, [target[0], hostile] as [string, string]] : pairs;
        case 'chaos':
          return [...pairs.map((pair, i): [string, string] => (i % 2 === at % 2 ? [pair[0], hostile] : pair)), ...extra, ...(target ? [target] : [])];
        default:
          return pairs;
      }
    });
}

const sessions = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Pairs>([]) },
  { weight: 4, arbitrary: fc.constantFrom(maria.session, jose.session).map((session): Pairs => Object.entries(session)) },
  fc.tuple(fc.constantFrom(...Object.keys(maria.session)), controlCharacter, fc.nat()).map(([name, control, at]): Pairs =>
    Object.entries(maria.session).map(([key, value]): [string, string] => [key, key === name ? withinText(value, control, at) : value]),
  ),
  fc.tuple(hostileValue, fc.oneof(fc.constant('sessionId'), fc.constantFrom(...Object.keys(maria.session)))).map(([value, name]): Pairs => [...Object.entries(maria.session).filter(([key]) => key !== name), [name, value]]),
);

/** How the pairs travel: encoded properly, or with raw text appended (broken escapes, bare '=' and '&'). */
const rawTail = fc.oneof({ weight: 6, arbitrary: fc.constant('') }, fc.constantFrom('&%', '&a=%ZZ', '&=&=', '&%E0%A4%A', '&x=%00', '&&&', '&a=1=2', '&%C0%80=1'));
const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/x-www-form-urlencoded') },
  { weight: 1, arbitrary: fc.constantFrom('application/x-www-form-urlencoded; charset=latin1', 'application/json', 'multipart/form-data; boundary=x', 'text/plain', '') },
);

function encode(pairs: Pairs): string {
  return new URLSearchParams(pairs).toString();
}

function requestOf(call: Call): fc.Arbitrary<InjectOptions> {
  return fc.record({ session: sessions, params: paramsOf(call), tail: rawTail, type: contentType }).map(({ session, params, tail, type }) => {
    if (call.method === 'GET') return { method: 'GET', url: `${call.path}?${encode([...session, ...params])}${tail}` };
    return {
      method: 'POST',
      url: `${call.path}?${encode(session)}`,
      ...(type === '' ? {} : { headers: { 'content-type': type } }),
      payload: encode(params) + tail,
    };
  });
}

describe('no request gives a 5xx', () => {
  let db: Db;
  let server: TestApp;

  beforeAll(async () => {
    db = await seededMemoryDb();
    server = await testApp(db, { callSources: { schemasDir } });
  }, 60_000);
  afterAll(async () => {
    await server?.cleanup();
    await db?.close();
    if (groups) await rm(schemasDir, { recursive: true, force: true });
  });

  it('covers every call that schemas/api declares', () => {
    expect(calls.length).toBeGreaterThan(0);
  });

  it.each(calls.map((call) => [call.key, call] as const))('%s', async (key, call) => {
    const statuses: Record<number, number> = {};
    await fc.assert(
      fc.asyncProperty(requestOf(call), async (request) => {
        const answer = await server.app.inject(request);
        statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
        if (answer.statusCode >= 500) throw new Error(`${answer.statusCode} ${answer.body} for ${JSON.stringify(request).slice(0, 600)}`);
      }),
      { seed, numRuns: runs, endOnFailure: true },
    );
    // FUZZ_STATS=1 shows how the answers spread, to see that generated requests also get through.
    if (process.env.FUZZ_STATS) console.log(key, JSON.stringify(statuses));
  }, 600_000);
});
