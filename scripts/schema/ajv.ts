// One ajv configuration for the checks and for the precompiled validators, so a schema that the checks accept is a
// schema that `npm run gen` can compile, and the other way round.
import { Ajv, type Options } from 'ajv';
import { addDrawnFormats, drawnFormats } from '../../core/schema-checks/formats.ts';

/** The shape of "x-call" (the convention for call schemas); other fields are free. */
const xCallMetaSchema = {
  type: 'object',
  properties: {
    method: { enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
    path: { type: 'string', pattern: '^/' },
  },
  required: ['method', 'path'],
};

export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every "x-*" key in the given JSON values, sorted: each becomes an annotation keyword that ajv accepts and ignores. */
export function collectAnnotationKeywords(values: unknown[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key.startsWith('x-')) found.add(key);
        visit(child);
      }
    }
  };
  values.forEach(visit);
  found.add('x-call');
  return [...found].sort();
}

/**
 * Strict ajv: unknown keywords, unknown formats and ill-typed keywords fail compilation instead of being ignored.
 * The formats are the registry's, each with the one check of core/schema-checks/formats.ts that the browser's
 * validator and the server's ajv run too; a precompiled validator imports that check (scripts/schema/generate.ts).
 */
export function createAjv(annotationKeywords: string[], options: Options = {}): Ajv {
  const ajv = new Ajv({
    strictSchema: true,
    strictNumbers: true,
    strictTypes: true,
    strictTuples: true,
    strictRequired: false,
    allowUnionTypes: true,
    allowMatchingProperties: true,
    ...options,
  });
  addDrawnFormats(ajv);
  for (const keyword of annotationKeywords) {
    if (keyword === 'x-call') ajv.addKeyword({ keyword, metaSchema: xCallMetaSchema });
    else ajv.addKeyword({ keyword });
  }
  return ajv;
}

export function pointer(segments: (string | number)[]): string {
  return segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** The JSON Pointer of the first place (depth first, in key order) where `match` holds for a key and its value. */
export function locate(value: unknown, match: (key: string, child: unknown) => boolean): string | undefined {
  const visit = (node: unknown, at: (string | number)[]): string | undefined => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const found = visit(node[i], [...at, i]);
        if (found !== undefined) return found;
      }
    } else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (match(key, child)) return pointer([...at, key]);
        const found = visit(child, [...at, key]);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
  return visit(value, []);
}

function fragmentToPointer(fragment: string): string {
  return fragment
    .split('/')
    .slice(1)
    .map((s) => `/${decodeURIComponent(s)}`)
    .join('');
}

/**
 * Turns an ajv compile error into a JSON Pointer into `schema` and a message. ajv puts the schema path into the text
 * of some messages and not others, so each known shape is read here; an unknown one is reported at the root.
 */
export function explainCompileError(error: unknown, schema: unknown): { path: string; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  const format = /unknown format "([^"]*)" ignored in schema at path "[^#"]*#([^"]*)"/.exec(message);
  if (format) {
    return {
      path: `${fragmentToPointer(format[2] ?? '')}/format`,
      message: `format "${format[1]}" is not one the registry draws (it draws: ${drawnFormats.join(', ')})`,
    };
  }
  const keyword = /unknown keyword: "([^"]*)"/.exec(message);
  if (keyword) {
    const name = keyword[1];
    return { path: locate(schema, (key) => key === name) ?? '', message };
  }
  const ref = /can't resolve reference (\S+) from id/.exec(message);
  if (ref) {
    const target = ref[1];
    return { path: locate(schema, (key, child) => key === '$ref' && child === target) ?? '', message };
  }
  const at = / at (?:path )?"[^#"]*#([^"]*)"/.exec(message);
  if (at) return { path: fragmentToPointer(at[1] ?? ''), message };
  return { path: '', message };
}
