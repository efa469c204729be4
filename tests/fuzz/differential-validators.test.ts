// One verdict, browser and server (issue 22): every form schema of schemas/forms and every corpus form of
// tests/corpora/forms/*.json (read from the folder: a new file is tested with no list to edit) meets 1,000 generated
// payloads, half as the schema means them and half broken in one place (arbitrary-from-schema.ts, seeded). Each goes
// through the browser's eval-free validator (createCfworkerValidator) and the server's ajv (createFormAjv: the
// server's options, the vocabulary's formats), and they must agree:
// - on the verdict;
// - on the set of failing places, as JSON Pointers: every error either engine reports, with a missing or an extra
//   property named at the property (ajv says it at its object), and the errors that only say "a subschema failed"
//   left out (the browser's $ref/properties/items wrappers, ajv's "if");
// - and what the browser shows a person: something whenever the payload is refused, nothing when accepted, and only
//   at places the server names too (of a failed oneOf/anyOf, the browser shows its nearest alternative's fields).
import fs from 'node:fs';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import type { OutputUnit } from '@cfworker/json-schema';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createCfworkerValidator, toRjsfErrors } from '../../renderers/core/cfworker-validator.ts';
import { createFormAjv } from '../../core/schema-checks/form-ajv.ts';
import { vocabularyProblems } from '../../core/schema-checks/vocabulary.ts';
import { fuzzCases, type JsonSchema, type SchemaRegistry } from './arbitrary-from-schema.ts';

const root = path.resolve(import.meta.dirname, '../..');
const PAYLOADS = 1_000;
const SEED = 22;

interface Form {
  name: string;
  schema: JsonSchema;
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}

function jsonFiles(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : [];
}

function forms(): Form[] {
  const formsDir = path.join(root, 'schemas/forms');
  const repo = fs
    .readdirSync(formsDir)
    .filter((name) => fs.existsSync(path.join(formsDir, name, 'schema.json')))
    .sort()
    .map((name) => ({ name: `schemas/forms/${name}/schema.json`, schema: readJson(path.join(formsDir, name, 'schema.json')) as JsonSchema }));
  const corpusDir = path.join(root, 'tests/corpora/forms');
  const corpus = jsonFiles(corpusDir).map((file) => {
    const json = readJson(path.join(corpusDir, file)) as { schema?: JsonSchema };
    return { name: `tests/corpora/forms/${file}`, schema: json.schema ?? (json as JsonSchema) };
  });
  return [...repo, ...corpus];
}

const escape = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

/** The browser validator's "#/a/b%20c" as a JSON Pointer, "/a/b c". */
function pointerOfLocation(location: string): string {
  return location
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((segment) => `/${decodeURIComponent(segment)}`)
    .join('');
}

/** Wrappers: their only message is that a subschema failed, whose own errors follow. */
const browserWrappers = new Set(['$ref', 'properties', 'items', 'additionalItems', 'additionalProperties', 'allOf', 'if', 'dependencies']);

function browserPaths(units: readonly OutputUnit[]): Set<string> {
  const paths = new Set<string>();
  for (const unit of units) {
    const at = pointerOfLocation(unit.instanceLocation);
    if (unit.keyword === 'required' || (unit.keyword === 'dependencies' && unit.error.includes('does not have'))) {
      const missing = /(?:required property|does not have) "(.*)"/.exec(unit.error)?.[1];
      if (missing !== undefined) paths.add(`${at}/${escape(missing)}`);
      continue;
    }
    if (browserWrappers.has(unit.keyword)) continue;
    paths.add(at);
  }
  return paths;
}

function serverPaths(errors: readonly ErrorObject[]): Set<string> {
  const paths = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const named = error.params.missingProperty ?? error.params.additionalProperty;
    paths.add(typeof named === 'string' ? `${error.instancePath}/${escape(named)}` : error.instancePath);
  }
  return paths;
}

/** rjsf's ".a.b" property of a shown error, for a pointer the server names. */
function property(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((token) => `.${token.replaceAll('~1', '/').replaceAll('~0', '~')}`)
    .join('');
}

const sorted = (set: Set<string>) => [...set].sort();

describe('browser and server validators, on generated payloads', () => {
  const all = forms();

  it('reads the repo forms and the corpus', () => {
    expect(all.filter((form) => form.name.startsWith('schemas/forms/')).length).toBeGreaterThan(0);
    expect(all.filter((form) => form.name.startsWith('tests/corpora/forms/')).length).toBeGreaterThan(0);
  });

  it('holds forms the schema checks accept: every keyword, format and $ref within the vocabulary', () => {
    const problems = all.flatMap((form) => vocabularyProblems(form.schema).map((p) => `${form.name} ${p.path}: ${p.message}`));
    expect(problems).toEqual([]);
  });

  it.each(all.map((form) => [form.name, form] as const))('%s: one verdict and the same failing paths', (_name, form) => {
    const schema = form.schema as RJSFSchema;
    // Every $ref of a form resolves inside the form (the schema checks hold that), wherever its $id says it is.
    const registry = { get: () => form.schema } as unknown as SchemaRegistry;
    const cases = fuzzCases(form.schema, { registry, baseId: 'form.json', count: PAYLOADS, seed: SEED });
    const validateOnServer = createFormAjv().compile(schema);
    const browser = createCfworkerValidator();

    const disagreements: string[] = [];
    let refused = 0;
    for (const { index, data, mutation, at } of cases) {
      // The server reads the payload as JSON: NaN and Infinity arrive as null.
      const serverValid = validateOnServer(JSON.parse(JSON.stringify(data) ?? 'null'));
      const serverAt = serverValid ? new Set<string>() : serverPaths(validateOnServer.errors ?? []);
      const { errors: units = [], validationError } = browser.rawValidation<OutputUnit>(schema, data);
      if (validationError) throw validationError;
      const browserAt = browserPaths(units);
      // What validateFormData shows, without its errorSchema: the same units, turned into rjsf's errors.
      const shown = toRjsfErrors(units).map((error) => error.property ?? '');
      const made = mutation ? ` (${mutation} at ${at})` : '';
      const say = (what: string) => disagreements.push(`#${index}${made} ${JSON.stringify(data)?.slice(0, 300)}: ${what}`);

      if (serverValid !== (units.length === 0)) say(`server ${serverValid ? 'accepts' : 'refuses'}, browser ${units.length === 0 ? 'accepts' : 'refuses'}`);
      else if (sorted(serverAt).join(' ') !== sorted(browserAt).join(' ')) say(`server fails at [${sorted(serverAt).join(', ')}], browser at [${sorted(browserAt).join(', ')}]`);
      else if (serverValid !== (shown.length === 0)) say(`browser shows [${shown.join(', ')}] for a payload the server ${serverValid ? 'accepts' : 'refuses'}`);
      else {
        const named = new Set([...serverAt].map(property));
        const elsewhere = shown.filter((shownAt) => !named.has(shownAt));
        if (elsewhere.length > 0) say(`browser shows errors at [${elsewhere.join(', ')}], where the server names none`);
      }
      if (!serverValid) refused += 1;
      if (disagreements.length >= 5) break;
    }
    expect(disagreements).toEqual([]);
    // The payloads reach both sides of the verdict.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(cases.length);
  });
});
