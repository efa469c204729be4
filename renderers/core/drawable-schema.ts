import { deepEquals, type RJSFSchema } from '@rjsf/utils';

// The schema as SchemaForm hands it to rjsf: the form's own, reworded only where rjsf would draw the original wrong,
// and always to one with the same verdict on every value (rjsf's validator reads this one; the server reads the
// original, and tests/fuzz/differential-validators holds the two to one verdict). A schema that needs no rewording is
// returned as it is, the same object, so a bundled form still matches its precompiled validator.
// - An anyOf whose alternatives are distinct consts (a list of choices) is a oneOf: a value equals at most one of
//   them, so "at least one" and "exactly one" agree, and rjsf leaves a oneOf of consts unanswered where it would
//   fill in the first alternative of an anyOf (constAsDefaults 'skipOneOf' in SchemaForm).
// - A $ref written relative to the form's own $id, into the form itself, is written as a local "#/..." ref: rjsf
//   resolves $id-relative refs only in draft 2019-09 and later, and our forms are draft-07.
// - A oneOf of labelled consts with no type (values of any JSON type, objects too) is the enum of those values, labelled
//   by enumNames: rjsf finds no field for a choice with no type, and draws an enum (of any values) by the choice widget.
// - A required boolean asked by a switch or a checkbox (no const, and no oneOf or anyOf of answers) starts false, as rjsf's default
//   did: SchemaForm tells rjsf to fill in no boolean (requiredBooleanDefault 'skip'), so that a yes/no question
//   asked by choices starts unanswered.

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const schemaKeywords = ['additionalProperties', 'additionalItems', 'items', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const schemaListKeywords = ['allOf', 'anyOf', 'oneOf', 'items'];
const schemaMapKeywords = ['properties', 'definitions', '$defs', 'patternProperties', 'dependencies'];

// Any base works for resolving: only whether a ref lands in the form's own document matters.
const base = 'https://schema.invalid/';

function documentOf(uri: string): string {
  return uri.replace(/#.*$/, '');
}

function isChoiceList(alternatives: unknown): alternatives is Node[] {
  if (!Array.isArray(alternatives) || alternatives.length === 0) return false;
  if (!alternatives.every((alternative) => isNode(alternative) && 'const' in alternative)) return false;
  const values = alternatives.map((alternative) => (alternative as Node).const);
  return values.every((value, index) => values.findIndex((other) => deepEquals(other, value)) === index);
}

/** A choice that is only a value and its label: a oneOf of these is the enum of their values. */
function isLabelledConst(choice: Node): boolean {
  return Object.keys(choice).every((key) => key === 'const' || key === 'title' || key === 'description' || key === '$comment');
}

function isPlainBoolean(schema: unknown): schema is Node {
  return isNode(schema) && schema.type === 'boolean' && ['default', 'const', 'oneOf', 'anyOf', '$ref'].every((key) => !(key in schema));
}

interface Rewriter {
  rootDocument: string;
}

function mapValues<T>(values: T[], rewrite: (value: T) => T): T[] {
  const rewritten = values.map(rewrite);
  return rewritten.every((value, index) => value === values[index]) ? values : rewritten;
}

function rewriteNode(node: unknown, baseUri: string, rewriter: Rewriter): unknown {
  if (!isNode(node)) return node;
  const here = typeof node.$id === 'string' ? documentOf(new URL(node.$id, baseUri).href) : baseUri;
  let out = node;
  const set = (key: string, value: unknown) => {
    if (out[key] === value) return;
    if (out === node) out = { ...node };
    out[key] = value;
  };
  const child = (value: unknown) => rewriteNode(value, here, rewriter);

  for (const key of schemaKeywords) if (isNode(node[key])) set(key, child(node[key]));
  for (const key of schemaListKeywords) if (Array.isArray(node[key])) set(key, mapValues(node[key] as unknown[], child));
  for (const key of schemaMapKeywords) {
    const map = node[key];
    if (!isNode(map)) continue;
    const entries = Object.entries(map);
    const rewritten = entries.map(([name, value]) => [name, child(value)] as const);
    if (rewritten.some(([, value], index) => value !== entries[index]![1])) set(key, Object.fromEntries(rewritten));
  }

  const ref = node.$ref;
  if (typeof ref === 'string' && !ref.startsWith('#')) {
    const target = new URL(ref, here);
    if (documentOf(target.href) === rewriter.rootDocument) set('$ref', target.hash || '#');
  }

  if (isChoiceList(out.anyOf) && !('oneOf' in out)) {
    const { anyOf, ...rest } = out;
    out = { ...rest, oneOf: anyOf };
  }
  if (!('type' in out) && !('enum' in out) && isChoiceList(out.oneOf) && out.oneOf.every(isLabelledConst)) {
    const { oneOf, ...rest } = out;
    out = { ...rest, enum: oneOf.map((choice) => choice.const), enumNames: oneOf.map((choice) => (typeof choice.title === 'string' ? choice.title : '')) };
  }

  const properties = out.properties;
  if (Array.isArray(out.required) && isNode(properties)) {
    const answered = (out.required as unknown[]).filter((name): name is string => typeof name === 'string' && isPlainBoolean(properties[name]));
    if (answered.length > 0) set('properties', { ...properties, ...Object.fromEntries(answered.map((name) => [name, { ...(properties[name] as Node), default: false }])) });
  }
  return out;
}

/** The schema rjsf is handed for `schema`: the same object when nothing needs rewording (see above). */
export function drawableSchema(schema: RJSFSchema): RJSFSchema {
  const rootDocument = documentOf(new URL(typeof schema.$id === 'string' ? schema.$id : 'form', base).href);
  return rewriteNode(schema, rootDocument, { rootDocument }) as RJSFSchema;
}
