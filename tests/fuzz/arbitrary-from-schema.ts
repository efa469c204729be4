import fc from 'fast-check';

// fast-check arbitraries from the JSON Schema subset schemas/api uses (draft-07): answers a server could send.
// `edgeValue` leans to the edges a screen must survive (empty lists, long and odd strings, zero and huge amounts,
// optional fields left out, extra fields where they are allowed); `mutatedValue` takes such an answer and breaks it
// in ONE place. Whether a value is valid is never decided here: the call's own precompiled validator decides, so this
// generator may be loose where the schema is subtle (if/then, minProperties) without making a test wrong.
//
// A keyword outside the subset throws, naming it and the schema: a schema that starts using one must teach this file
// first, rather than have its answers fuzzed as if the keyword were not there.

export interface JsonSchema {
  $id?: string;
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  minProperties?: number;
  items?: JsonSchema | JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  definitions?: Record<string, JsonSchema>;
  // Form schemas (schemas/forms, tests/corpora/forms) use these too.
  $defs?: Record<string, JsonSchema>;
  format?: string;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  uniqueItems?: boolean;
  additionalItems?: boolean | JsonSchema;
  maxProperties?: number;
  dependencies?: Record<string, string[] | JsonSchema>;
  allOf?: JsonSchema[];
  else?: JsonSchema;
}

/** Schemas by $id, the base their $refs resolve against. */
export type SchemaRegistry = ReadonlyMap<string, JsonSchema>;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const annotations = new Set(['$schema', '$id', '$comment', 'title', 'description', 'examples', 'default', 'definitions', 'readOnly', 'deprecated', '$defs', 'enumNames', 'writeOnly']);
const understood = new Set(['$ref', 'type', 'enum', 'const', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'properties', 'required', 'additionalProperties', 'propertyNames', 'minProperties', 'items', 'minItems', 'maxItems', 'anyOf', 'oneOf', 'if', 'then',
  'format', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'uniqueItems', 'additionalItems', 'maxProperties', 'dependencies', 'allOf', 'else']);

function checkKeywords(schema: JsonSchema, where: string): void {
  for (const key of Object.keys(schema)) {
    if (!understood.has(key) && !annotations.has(key) && !key.startsWith('x-')) throw new Error(`arbitrary-from-schema: keyword "${key}" at ${where} is not in the subset it generates; teach tests/fuzz/arbitrary-from-schema.ts`);
  }
}

/** A $ref resolved against its base $id: the target schema and the base its own $refs resolve against. */
function resolve(ref: string, baseId: string, registry: SchemaRegistry): { schema: JsonSchema; baseId: string } {
  const target = new URL(ref, `schema:/${baseId}`);
  const id = target.pathname.replace(/^\/+/, '');
  const document = registry.get(id);
  if (!document) throw new Error(`arbitrary-from-schema: $ref ${ref} from ${baseId}: no schema ${id}`);
  let schema: unknown = document;
  for (const token of target.hash.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    schema = (schema as Record<string, unknown>)[decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~')];
    if (schema === undefined) throw new Error(`arbitrary-from-schema: $ref ${ref} from ${baseId} points nowhere`);
  }
  return { schema: schema as JsonSchema, baseId: id };
}

const oddStrings = ['', ' ', '0', '-1', 'null', 'undefined', 'NaN', 'Infinity', 'true', '[object Object]', '\u202eevil', 'e\u0301', '\u{1F600}\u{1F1F5}\u{1F1ED}', '\uFEFF', '<b>x</b>', 'a\nb'];

/** A long unbroken word, then long text: what breaks layouts and slow formatters. */
const longString = fc.oneof(
  fc.integer({ min: 200, max: 2_000 }).map((length) => 'W'.repeat(length)),
  fc.integer({ min: 20, max: 200 }).map((words) => 'Lorem ipsum '.repeat(words)),
);

function fitLength(value: string, schema: JsonSchema): string {
  let points = [...value];
  if (schema.maxLength !== undefined) points = points.slice(0, schema.maxLength);
  while (schema.minLength !== undefined && points.length < schema.minLength) points.push('x');
  return points.join('');
}

// Zero, a centavo and huge amounts, for the patterned strings that carry money and counts.
const amountEdges = ['0', '0.00', '0.01', '1', '100000000', '999999999999.99', '9'.repeat(20), '9'.repeat(20) + '.99', '0000'];

function patternOf(source: string): RegExp {
  try {
    return new RegExp(source);
  } catch {
    return new RegExp(source, 'u');
  }
}

const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));

/** Values of each format a form may name (core/schema-checks/formats.ts), mostly well formed. */
const formatValues: Record<string, fc.Arbitrary<string>> = {
  date: fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  'date-time': fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
  time: fc.tuple(two(25), two(61), fc.option(two(61))).map(([h, m, sec]) => (sec === null ? `${h}:${m}` : `${h}:${m}:${sec}`)),
  email: fc.emailAddress(),
  uri: fc.webUrl(),
  tel: fc.stringMatching(/^\+?[0-9][0-9 -]{1,14}[0-9]$/),
  'data-url': fc.base64String({ maxLength: 12 }).map((data) => `data:image/png;name=photo.png;base64,${data}`),
};

function stringArbitrary(schema: JsonSchema, long: boolean): fc.Arbitrary<string> {
  const formatted = schema.format === undefined ? undefined : formatValues[schema.format];
  if (formatted) return fc.oneof({ weight: 4, arbitrary: formatted }, { weight: 1, arbitrary: stringArbitrary({ ...schema, format: undefined }, long) });
  if (schema.pattern !== undefined) {
    // Without the u flag where the pattern allows: fast-check draws negated classes over all of Unicode under it,
    // several times slower, and the validator (which has the flag) still judges the result.
    const pattern = patternOf(schema.pattern);
    const matching = fc.oneof({ weight: 4, arbitrary: fc.stringMatching(pattern) }, { weight: 1, arbitrary: fc.stringMatching(pattern, { size: 'large' }) });
    const edges = amountEdges.filter((edge) => pattern.test(edge) && edge === fitLength(edge, schema));
    return (edges.length > 0 ? fc.oneof({ weight: 4, arbitrary: matching }, { weight: 1, arbitrary: fc.constantFrom(...edges) }) : matching).map((value) => fitLength(value, schema));
  }
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ maxLength: 24 }) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
      { weight: 2, arbitrary: fc.constantFrom(...oddStrings) },
      { weight: long ? 1 : 0, arbitrary: longString },
    )
    .map((value) => fitLength(value, schema));
}

const inBounds = (schema: JsonSchema) => (value: number) => (schema.minimum === undefined || value >= schema.minimum) && (schema.maximum === undefined || value <= schema.maximum);

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const edges = [0, 1, -1, 99, 1e9, 1e15, Number.MAX_SAFE_INTEGER, ...(integer ? [] : [0.01, 0.1 + 0.2, 1e21, 1.7976931348623157e308, 5e-324])]
    .concat(schema.minimum ?? [], schema.maximum ?? [])
    .filter(inBounds(schema));
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e12;
  if (schema.multipleOf !== undefined) {
    const step = schema.multipleOf;
    const multiples = fc.integer({ min: Math.ceil(Math.max(min, -1e6) / step), max: Math.floor(Math.min(max, 1e9) / step) }).map((k) => k * step);
    return fc.oneof({ weight: 3, arbitrary: multiples }, { weight: 1, arbitrary: numberArbitrary({ ...schema, multipleOf: undefined }, integer) });
  }
  const ranged = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return edges.length > 0 ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...edges) }, { weight: 3, arbitrary: ranged }) : ranged;
}

/** Any JSON value, for a schema that says nothing of its type. */
const anyJson: fc.Arbitrary<Json> = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;

/** Whether a scalar meets a schema's own type, enum, pattern and bounds (one name means other things elsewhere). */
function fits(value: Json, schema: JsonSchema): boolean {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = typeOf(value) === 'number' && Number.isInteger(value) ? ['integer', 'number'] : [typeOf(value)];
  if (types.length === 0 || !types.some((one) => type.includes(one))) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  if (typeof value === 'string') {
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return false;
    if ([...value].length < (schema.minLength ?? 0) || [...value].length > (schema.maxLength ?? Infinity)) return false;
  }
  return typeof value !== 'number' || inBounds(schema)(value);
}

/** Every scalar value under each property name in a corpus of real answers, for GenerateOptions.known. */
export function knownValues(corpus: unknown, found = new Map<string, Json[]>()): Map<string, Json[]> {
  if (Array.isArray(corpus)) for (const item of corpus) knownValues(item, found);
  else if (corpus !== null && typeof corpus === 'object') {
    for (const [key, value] of Object.entries(corpus)) {
      if (value === null || typeof value !== 'object') {
        const list = found.get(key) ?? [];
        if (!list.includes(value as Json)) found.set(key, [...list, value as Json].sort());
      } else knownValues(value, found);
    }
  }
  return found;
}

/** Property names no schema of ours declares. */
const extraKey = fc.constantFrom('unexpected', 'extra_field', 'status2', 'x', '__proto__x', 'data', 'toString');

export interface GenerateOptions {
  registry: SchemaRegistry;
  /** The $id of the document the schema sits in. */
  baseId: string;
  /**
   * Values real answers hold, by property name (the fixture corpus's): drawn now and then for a property of that
   * name, so that the answers reach the branches a screen takes on known statuses and flags, not only unknown ones.
   */
  known?: ReadonlyMap<string, readonly Json[]>;
}

/** An answer the schema means to allow, leaning to its edges. */
export function edgeValue(schema: JsonSchema, { registry, baseId, known }: GenerateOptions, where = baseId, depth = 0, lists = 0): fc.Arbitrary<Json> {
  if (depth > 40) throw new Error(`arbitrary-from-schema: ${where} nests too deep`);
  // A recursive schema (a cascade's children) ends in leaves: past this depth lists are empty and objects hold only
  // what they require.
  const shallow = lists >= 3;
  checkKeywords(schema, where);
  const next = (child: JsonSchema, at: string, base = baseId, inList = false) => edgeValue(child, { registry, baseId: base, known }, at, depth + 1, lists + (inList ? 1 : 0));
  const property = (key: string, child: JsonSchema) => {
    const generated = next(child, `${where}/properties/${key}`);
    const target = child.$ref === undefined ? child : resolve(child.$ref, baseId, registry).schema;
    const values = known?.get(key)?.filter((value) => fits(value, target));
    return values && values.length > 0 ? fc.oneof(generated, fc.constantFrom(...values)) : generated;
  };
  if (schema.$ref !== undefined) {
    const target = resolve(schema.$ref, baseId, registry);
    return next(target.schema, `${where} -> ${schema.$ref}`, target.baseId);
  }
  if (schema.const !== undefined) return fc.constant(schema.const as Json);
  if (schema.enum !== undefined) return fc.constantFrom(...(schema.enum as Json[]));
  if (schema.allOf !== undefined) {
    // Loosely: the parts merged into one schema; the validators judge what comes out.
    const { allOf, ...rest } = schema;
    const merged = allOf.reduce<JsonSchema>((all, part) => ({ ...all, ...part, properties: { ...all.properties, ...part.properties }, required: [...(all.required ?? []), ...(part.required ?? [])] }), rest);
    return next(merged, `${where}/allOf`);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
    return fc.oneof(...alternatives.map((alternative, index) => next({ ...rest, ...alternative }, `${where}/${schema.anyOf ? 'anyOf' : 'oneOf'}/${index}`)));
  }
  if (schema.if !== undefined && (schema.then !== undefined || schema.else !== undefined)) {
    // Either the plain schema (which may or may not meet "if") or one that meets "then" (or "else") as well.
    const { if: _if, then, else: otherwise, ...rest } = schema;
    const joined = (part: JsonSchema): JsonSchema => ({ ...rest, properties: { ...rest.properties, ...part.properties }, required: [...(rest.required ?? []), ...(part.required ?? [])] });
    return fc.oneof(next(rest, where), ...(then ? [next(joined(then), `${where}/then`)] : []), ...(otherwise ? [next(joined(otherwise), `${where}/else`)] : []));
  }
  const types = schema.type === undefined ? (schema.properties ? ['object'] : []) : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length > 1) return fc.oneof(...types.map((type) => next({ ...schema, type }, `${where}(${type})`)));
  switch (types[0]) {
    case undefined:
      return anyJson;
    case 'string':
      // Long texts where a list does not multiply them.
      return stringArbitrary(schema, lists < 2);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (Array.isArray(schema.items)) {
        // A fixed list: its items in order, then now and then more where additionalItems allows them.
        const fixed = fc.tuple(...schema.items.map((item, index) => next(item, `${where}/items/${index}`, baseId, true)));
        const more = schema.additionalItems === false ? fc.constant([]) : fc.array(next(typeof schema.additionalItems === 'object' ? schema.additionalItems : {}, `${where}/additionalItems`, baseId, true), { maxLength: 2 });
        return fc.tuple(fixed, more).map(([own, extra]) => [...own, ...extra]);
      }
      const items = next(schema.items ?? {}, `${where}/items`, baseId, true);
      const minLength = schema.minItems ?? 0;
      if (schema.uniqueItems) {
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 6, 6));
        return fc.uniqueArray(items, { minLength, maxLength, selector: (item) => JSON.stringify(item) });
      }
      if (shallow && minLength === 0) return fc.constant([]);
      // Lists inside lists stay short, or a cascade of cities would hold tens of thousands of items.
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 6, lists === 0 ? 6 : 2));
      if (lists > 0) return fc.array(items, { minLength, maxLength });
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(items, { minLength, maxLength }) },
        // Now and then a long list, as a borrower with many orders or complaints has.
        { weight: 1, arbitrary: fc.array(items, { minLength: Math.min(20, schema.maxItems ?? 20), maxLength: Math.min(30, schema.maxItems ?? 30) }) },
      );
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const model = Object.fromEntries(Object.entries(properties).filter(([key]) => !shallow || required.has(key)).map(([key, child]) => [key, property(key, child)]));
      const requiredKeys = Object.keys(model).filter((key) => required.has(key));
      const declared = fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, Json>>;
      if (schema.additionalProperties === false) return declared;
      const extraValue = typeof schema.additionalProperties === 'object' ? next(schema.additionalProperties, `${where}/additionalProperties`) : anyJson;
      const extraName = schema.propertyNames ? (next({ type: 'string', ...schema.propertyNames }, `${where}/propertyNames`).map(String)) : extraKey;
      const minKeys = Math.max(0, (schema.minProperties ?? 0) - requiredKeys.length);
      const some = fc.dictionary(extraName, extraValue, { maxKeys: 3, minKeys });
      // Mostly none: an extra key is one edge among many, and costly to draw.
      const extras = minKeys > 0 ? some : fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: some });
      return fc.tuple(declared, extras).map(([own, extra]) => ({ ...extra, ...own }));
    }
    default:
      throw new Error(`arbitrary-from-schema: type ${String(types[0])} at ${where}`);
  }
}

export const mutations = ['wrong-type', 'null', 'drop-field', 'extra-field', 'negative', 'nan-ish', 'swap'] as const;
export type Mutation = (typeof mutations)[number];

type Place = { path: (string | number)[]; value: Json };

function places(value: Json, path: (string | number)[] = [], found: Place[] = []): Place[] {
  found.push({ path, value });
  if (Array.isArray(value)) value.forEach((item, index) => places(item, [...path, index], found));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) places(item, [...path, key], found);
  return found;
}

const otherTypes: Json[] = ['text', 12345, true, [], {}, 0];

function typeOf(value: Json): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** The one changed thing a mutation makes at a place, or undefined when it does not apply there. */
function mutate(kind: Mutation, value: Json, pick: number): { replace: Json } | { remove: true } | undefined {
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  switch (kind) {
    case 'wrong-type': {
      const choices = otherTypes.filter((other) => typeOf(other) !== typeOf(value));
      return { replace: choices[pick % choices.length]! };
    }
    case 'null':
      return value === null ? undefined : { replace: null };
    case 'drop-field':
      return { remove: true };
    case 'extra-field':
      return isObject ? { replace: { ...value, [`unexpected${pick % 5}`]: pick % 2 ? 'surprise' : { nested: [1] } } } : undefined;
    case 'negative':
      if (typeof value === 'number') return { replace: value === 0 ? -1 : -Math.abs(value) };
      if (typeof value === 'string' && /^[0-9.]+$/.test(value)) return { replace: `-${value}` };
      return undefined;
    case 'nan-ish': {
      const choices = typeof value === 'number' ? [Number.NaN, Number.POSITIVE_INFINITY, 1e308 * 10, -0] : ['NaN', 'Infinity', '1e309', '-0', '0x10', '1,000'];
      // JSON has no NaN or Infinity: JSON.stringify sends them as null, as a careless server would.
      return typeof value === 'number' || typeof value === 'string' ? { replace: choices[pick % choices.length] as Json } : undefined;
    }
    case 'swap':
      if (Array.isArray(value)) return { replace: Object.fromEntries(value.map((item, index) => [String(index), item])) };
      if (isObject) return { replace: Object.values(value) };
      return undefined;
  }
}

function applyAt(root: Json, path: (string | number)[], change: { replace: Json } | { remove: true }): Json {
  if (path.length === 0) return 'replace' in change ? change.replace : null;
  const copy = structuredClone(root) as Record<string | number, Json>;
  let parent: Record<string | number, Json> = copy;
  for (const token of path.slice(0, -1)) parent = parent[token] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if ('replace' in change) parent[last] = change.replace;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

export interface MutatedValue {
  value: Json;
  mutation: Mutation;
  /** Where, as a JSON pointer. */
  at: string;
}

/** An answer from edgeValue with exactly one mutation at one place (the root included). */
export function mutatedValue(schema: JsonSchema, options: GenerateOptions): fc.Arbitrary<MutatedValue> {
  return fc.tuple(edgeValue(schema, options), fc.constantFrom(...mutations), fc.nat(), fc.nat()).map(([value, wanted, where, pick]) => {
    const all = places(value);
    // The first place, from a seeded start, where the mutation applies; wrong-type applies everywhere.
    for (let offset = 0; offset < all.length; offset += 1) {
      const place = all[(where + offset) % all.length]!;
      if (wanted === 'drop-field' && place.path.length === 0) continue;
      const change = mutate(wanted, place.value, pick);
      if (change) return { value: applyAt(value, place.path, change), mutation: wanted, at: `/${place.path.join('/')}` };
    }
    const place = all[where % all.length]!;
    return { value: applyAt(value, place.path, mutate('wrong-type', place.value, pick)!), mutation: 'wrong-type', at: `/${place.path.join('/')}` };
  });
}

export interface FuzzCase {
  index: number;
  data: unknown;
  /** undefined: an edge answer with no mutation. */
  mutation?: Mutation;
  at?: string;
}

/** `count` answers with a fixed seed: half edge answers, half with one mutation. */
export function fuzzCases(schema: JsonSchema, options: GenerateOptions & { count: number; seed: number }): FuzzCase[] {
  const arbitrary = fc.oneof(
    edgeValue(schema, options).map((data): Omit<FuzzCase, 'index'> => ({ data })),
    mutatedValue(schema, options).map(({ value, mutation, at }): Omit<FuzzCase, 'index'> => ({ data: value, mutation, at })),
  );
  return fc.sample(arbitrary, { numRuns: options.count, seed: options.seed }).map((one, index) => ({ index, ...one }));
}
