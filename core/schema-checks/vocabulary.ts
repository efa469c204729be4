import { drawnFormats } from './formats.ts';
import { jsonPointer, type NameProblem } from './registry-names.ts';

// The JSON Schema vocabulary of a form: the keywords and formats the registry draws (renderers/form-registry.ts) and
// both validators read alike (the browser's eval-free one and the server's ajv: tests/fuzz/differential-validators
// holds them to one verdict). The schema checks (scripts/check-schemas.ts) and the playground refuse any other, and a
// $ref that does not resolve inside the form, naming the JSON path, so a form that cannot be drawn never ships.

/** Keywords that describe a field (its label, help, default) and check nothing. */
export const annotationKeywords: readonly string[] = [
  '$schema', '$id', '$comment', 'title', 'description', 'default', 'examples', 'readOnly', 'writeOnly', 'deprecated',
  '$defs', 'definitions',
];

/** Annotations that rjsf reads and JSON Schema does not define: an ajv must be told of them (form-ajv.ts). */
export const rjsfKeywords: readonly string[] = ['enumNames'];

/** Keywords that check a value, each drawn by a widget, field or template of the registry (or by rjsf's own logic). */
export const validationKeywords: readonly string[] = [
  '$ref', 'type', 'enum', 'const',
  // strings
  'minLength', 'maxLength', 'pattern', 'format',
  // numbers
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  // objects
  'properties', 'required', 'additionalProperties', 'minProperties', 'maxProperties', 'dependencies',
  // arrays
  'items', 'additionalItems', 'minItems', 'maxItems', 'uniqueItems',
  // choices and conditions
  'allOf', 'anyOf', 'oneOf', 'if', 'then', 'else',
];

/** Every keyword a form schema may hold, besides "x-…" annotations of our own tools. */
export const drawnKeywords: readonly string[] = [...annotationKeywords, ...rjsfKeywords, ...validationKeywords];

export { drawnFormats };

/** Beside a $ref, draft-07 (the browser's validator) ignores every keyword and ajv does not: only these may stand. */
const besideRef = new Set([...annotationKeywords, ...rjsfKeywords, '$ref']);

const schemaKeywords = new Set(['additionalProperties', 'additionalItems', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
const schemaListKeywords = new Set(['allOf', 'anyOf', 'oneOf']);
const schemaMapKeywords = new Set(['properties', 'definitions', '$defs', 'patternProperties']);

type Segment = string | number;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const base = 'https://schema.invalid/';

/** Where a schema's $refs resolve from: its $id (resolved as the validators do) or, without one, a fixed name. */
function baseOf(schema: Record<string, unknown>, outer: string): string {
  try {
    return typeof schema.$id === 'string' ? new URL(schema.$id, outer).href.replace(/#.*$/, '') : outer;
  } catch {
    return outer;
  }
}

function visitSchemas(node: unknown, at: Segment[], outer: string, visit: (schema: Record<string, unknown>, at: Segment[], baseUri: string) => void): void {
  if (!isObject(node)) return;
  const baseUri = baseOf(node, outer);
  visit(node, at, baseUri);
  for (const [key, child] of Object.entries(node)) {
    if (schemaKeywords.has(key)) visitSchemas(child, [...at, key], baseUri, visit);
    else if (key === 'items') {
      if (Array.isArray(child)) child.forEach((item, i) => visitSchemas(item, [...at, key, i], baseUri, visit));
      else visitSchemas(child, [...at, key], baseUri, visit);
    } else if (schemaListKeywords.has(key) && Array.isArray(child)) {
      child.forEach((item, i) => visitSchemas(item, [...at, key, i], baseUri, visit));
    } else if ((schemaMapKeywords.has(key) || key === 'dependencies') && isObject(child)) {
      // A dependency is a schema or a list of names; only the schemas are visited.
      for (const [name, sub] of Object.entries(child)) visitSchemas(sub, [...at, key, name], baseUri, visit);
    }
  }
}

function readToken(token: string): string {
  return decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~');
}

/** Why a $ref does not resolve inside the document, or undefined when it does. */
function refProblem(ref: string, baseUri: string, documents: Map<string, unknown>): string | undefined {
  let url: URL;
  try {
    url = new URL(ref, baseUri);
  } catch {
    return `$ref "${ref}" is not a URI reference`;
  }
  const hash = url.hash;
  url.hash = '';
  const document = documents.get(url.href);
  if (document === undefined) {
    return `$ref "${ref}" points outside this schema (to ${url.href}): a form keeps every part it refers to in its own "$defs" or "definitions"`;
  }
  const fragment = hash.replace(/^#/, '');
  if (fragment !== '' && !fragment.startsWith('/')) return `$ref "${ref}" names an anchor; a form refers to its parts by JSON Pointer ("#/$defs/…")`;
  let target: unknown = document;
  for (const token of fragment.split('/').slice(1)) {
    const key = readToken(token);
    target = Array.isArray(target) ? target[Number(key)] : isObject(target) ? target[key] : undefined;
    if (target === undefined) return `$ref "${ref}" does not resolve: this schema has nothing at ${fragment}`;
  }
  return undefined;
}

/** The keywords and formats one build's registry draws: this code's by default, an older build's from its manifest. */
export interface Vocabulary {
  keywords: readonly string[];
  formats: readonly string[];
}

/**
 * Everything in a form's JSON Schema that the registry does not draw: a keyword or format outside the vocabulary, a
 * check beside a $ref (which the two validators read differently), and a $ref that does not resolve in the document.
 * A published form is checked against every build still in use, each with its own vocabulary (server/publishing).
 */
export function vocabularyProblems(schema: unknown, vocabulary: Vocabulary = { keywords: drawnKeywords, formats: drawnFormats }): NameProblem[] {
  const drawn = new Set(vocabulary.keywords);
  const formats = vocabulary.formats;
  const problems: NameProblem[] = [];
  const documents = new Map<string, unknown>();
  visitSchemas(schema, [], base + 'form', (node, _at, baseUri) => {
    if (!documents.has(baseUri)) documents.set(baseUri, node);
  });
  visitSchemas(schema, [], base + 'form', (node, at, baseUri) => {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) continue;
      if (!drawn.has(key)) {
        problems.push({ path: jsonPointer([...at, key]), message: `keyword "${key}" is not one the registry draws (core/schema-checks/vocabulary.ts lists them)` });
        continue;
      }
      if (key === 'format' && (typeof value !== 'string' || !formats.includes(value))) {
        problems.push({ path: jsonPointer([...at, key]), message: `format ${JSON.stringify(value)} is not one the registry draws (it draws: ${formats.join(', ')})` });
      }
      if (key === '$ref') {
        const problem = typeof value === 'string' ? refProblem(value, baseUri, documents) : '$ref must be a text';
        if (problem) problems.push({ path: jsonPointer([...at, key]), message: problem });
      }
      if (typeof node.$ref === 'string' && !besideRef.has(key)) {
        problems.push({ path: jsonPointer([...at, key]), message: `"${key}" beside a "$ref" is read by the server's validator and ignored by the browser's: move it into the schema the $ref names, or wrap both in "allOf"` });
      }
    }
  });
  return problems;
}
