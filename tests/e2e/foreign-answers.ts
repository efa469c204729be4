// Answers a backend that follows SPEC.md could send but ours never does (issue 23, part 2), made from the reference
// server's real answer and the call's response schema, so that a call added to schemas/api is covered with no list to
// edit. SPEC.md gives fields without JSON types and says of loan details "Other fields not shown", so such a backend
// may:
//   - send fields we do not know, at any level (extras);
//   - write a code, a flag or an amount as a string where ours writes a number (numbersAsStrings), or as a number
//     where ours writes a string (stringsAsNumbers: only texts that JSON can carry as a number without losing what
//     they say: '21', '00', '5755.00'; never '09171234567');
//   - leave out every field its response schema does not require (optionalAbsent).
// The schema decides what is optional and which objects are records of their own keys (a map such as payNotice, whose
// keys are data: no extra key goes there); nothing here names a call or a field.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sameCode } from '../../core/codes.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: unknown };

export type Transform = 'extras' | 'numbersAsStrings' | 'stringsAsNumbers' | 'optionalAbsent';

export interface Variant {
  name: string;
  transforms: readonly Transform[];
}

/** Two page loads a screen: each combines transforms that do not undo one another. */
export const variants: readonly Variant[] = [
  { name: 'extra fields at every level, codes and amounts as strings', transforms: ['extras', 'numbersAsStrings'] },
  { name: 'optional fields absent, codes and amounts as numbers', transforms: ['optionalAbsent', 'stringsAsNumbers'] },
];

const apiDir = path.resolve(import.meta.dirname, '../../schemas/api');

/** Every schema of schemas/api by the path its $id names ('loan-details/loan-details.json'). */
const documents = new Map<string, Schema>(
  readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const schema = JSON.parse(readFileSync(path.join(apiDir, file), 'utf8')) as Schema;
      return [String(schema.$id ?? file.split(path.sep).join('/')), schema];
    }),
);

interface Located {
  schema: Schema;
  /** The $id its own $refs resolve against. */
  base: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolve({ schema, base }: Located): Located {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return { schema, base };
  const [file, fragment = ''] = ref.split('#');
  const id = file ? path.posix.join(path.posix.dirname(base), file) : base;
  const document = documents.get(id);
  if (!document) throw new Error(`foreign-answers: $ref ${ref} from ${base}: no schema ${id}`);
  const target = fragment
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (isObject(node) ? node[decodeURIComponent(key)] : undefined), document);
  if (!isObject(target)) throw new Error(`foreign-answers: $ref ${ref} from ${base} points nowhere`);
  return resolve({ schema: target, base: id });
}

const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : []);

/** The alternative of an anyOf/oneOf the value is an instance of, by JSON type; the schema itself without one. */
function branchFor(located: Located, value: Json): Located {
  const here = resolve(located);
  const alternatives = (here.schema.anyOf ?? here.schema.oneOf) as Schema[] | undefined;
  if (!Array.isArray(alternatives)) return here;
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value;
  for (const alternative of alternatives) {
    const candidate = resolve({ schema: alternative, base: here.base });
    const types = typesOf(candidate.schema);
    if (types.includes(kind) || (kind === 'number' && types.includes('integer')) || (kind === 'object' && isObject(candidate.schema.properties))) return candidate;
  }
  return here;
}

/** What the object's schema requires of it: its "required", and a "then"'s when the value meets the "if" (const only). */
function requiredOf(schema: Schema, value: Record<string, Json>): Set<string> {
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const condition = schema.if;
  if (isObject(condition) && isObject(schema.then)) {
    const properties = isObject(condition.properties) ? condition.properties : {};
    const met = Object.entries(properties).every(([key, rule]) => !isObject(rule) || !('const' in rule) || value[key] === rule.const);
    const present = (Array.isArray(condition.required) ? condition.required.map(String) : []).every((key) => key in value);
    if (met && present && Array.isArray(schema.then.required)) for (const key of schema.then.required) required.add(String(key));
  }
  return required;
}

/** A field no backend of ours sends, with a nested object so that a reader walking into it is tried too. */
const extraField: [string, Json] = ['foreignBackendNote', { addedBy: 'a backend we did not write', level: 1, flags: [0, '1'] }];

/** A text JSON can carry as a number with the same meaning: a code ('21', '00', '-1') or an amount ('5755.00'). */
function asNumber(text: string): number | undefined {
  if (!/^-?(0|[1-9]\d{0,14})(\.\d{1,2})?$/.test(text) && !/^0+$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** The data of an answer as the transforms make it, walked beside its response schema. */
export function transformData(data: Json, located: Located, transforms: ReadonlySet<Transform>): Json {
  const here = branchFor(located, data);
  if (Array.isArray(data)) {
    const items = isObject(here.schema.items) ? { schema: here.schema.items, base: here.base } : { schema: {}, base: here.base };
    return data.map((item) => transformData(item, items, transforms));
  }
  if (isObject(data)) {
    const object = data as Record<string, Json>;
    const properties = isObject(here.schema.properties) ? here.schema.properties : {};
    const rest = here.schema.additionalProperties;
    // A record of its own keys (additionalProperties is a schema and nothing is listed): its keys are data.
    const isMap = Object.keys(properties).length === 0 && isObject(rest);
    const required = requiredOf(here.schema, object);
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(object)) {
      const own = isObject(properties[key]) ? properties[key] : isObject(rest) ? rest : {};
      if (transforms.has('optionalAbsent') && !isMap && !required.has(key)) continue;
      out[key] = transformData(value, { schema: own as Schema, base: here.base }, transforms);
    }
    if (transforms.has('extras') && !isMap) out[extraField[0]] = extraField[1];
    return out;
  }
  if (typeof data === 'number' && transforms.has('numbersAsStrings')) return String(data);
  if (typeof data === 'string' && transforms.has('stringsAsNumbers')) return asNumber(data) ?? data;
  return data;
}

/** A call's response schema, where its $refs resolve. */
export function responseOf(callName: string): Located {
  const id = `${callName}.json`;
  const document = documents.get(id);
  const response = isObject(document?.properties) ? document.properties.response : undefined;
  if (!isObject(response)) throw new Error(`foreign-answers: ${id} has no response schema`);
  return { schema: response, base: id };
}

/**
 * A whole answer (the envelope and its data) as the transforms make it. A failure answer is left as it is: what a
 * foreign backend refuses with is not what this test is about.
 */
export function foreignAnswer(callName: string, answer: unknown, transforms: readonly Transform[]): unknown {
  if (!isObject(answer)) return answer;
  const envelope = answer as Record<string, Json>;
  const succeeded = envelope.success === true || sameCode(envelope.code as string | number | undefined, 0);
  if (!succeeded) return answer;
  const set = new Set(transforms);
  const out: Record<string, Json> = { ...envelope };
  if ('data' in envelope) out.data = transformData(envelope.data!, responseOf(callName), set);
  // The envelope's own code, written the other way ('00' -> 0, 0 -> '0'), and a field of its own.
  if (typeof envelope.code === 'number' && set.has('numbersAsStrings')) out.code = String(envelope.code);
  if (typeof envelope.code === 'string' && set.has('stringsAsNumbers')) out.code = asNumber(envelope.code) ?? envelope.code;
  if (set.has('extras')) out[extraField[0]] = extraField[1];
  return out;
}

/**
 * Short texts of the data that a screen could show as they are (names, labels, notices): what "the screen shows its
 * content" is checked against. Links, picture paths and codes are left out.
 */
export function shownTexts(data: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) Object.values(value).forEach(visit);
    else if (typeof value === 'string') {
      const text = value.trim();
      if (text.length >= 3 && text.length <= 80 && /[A-Za-z]{3}/.test(text) && !/^(https?:)?\/|^[a-z]+:|\.(png|jpe?g|svg|webp)$/i.test(text) && !text.includes('\n')) found.push(text);
    }
  };
  visit(data);
  return [...new Set(found)];
}
