import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

// The server validates with the same schemas/api files the browser's precompiled validators come from.
// Runtime ajv is fine here: the CSP that forbids eval only binds the browser (DESIGN.md Decisions).

export const apiSchemasDir = fileURLToPath(new URL('../../schemas/api/', import.meta.url));

export interface SchemaFile {
  /** Path under schemas/api with '/' separators, e.g. 'customer-service/contact-kf-info.json'. */
  file: string;
  schema: Record<string, unknown>;
}

export async function readApiSchemas(dir = apiSchemasDir): Promise<SchemaFile[]> {
  const entries = await readdir(dir, { recursive: true });
  const files = entries.filter((entry) => entry.endsWith('.json')).map((entry) => entry.split(path.sep).join('/')).sort();
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(dir, file), 'utf8');
      try {
        return { file, schema: JSON.parse(text) as Record<string, unknown> };
      } catch (error) {
        throw new Error(`schemas/api/${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}

/** Every 'x-…' key used anywhere in the schemas: annotations for our tools, not validation keywords. */
function extensionKeywords(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => extensionKeywords(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      else extensionKeywords(child, found);
    }
  }
  return found;
}

/**
 * An ajv instance holding every schema under schemas/api by its $id, so '#/properties/request'
 * fragments and $refs between files resolve. Strict, so a typo in a keyword fails at startup.
 */
export function createAjv(schemas: SchemaFile[], options: { coerceTypes: boolean }): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: false, coerceTypes: options.coerceTypes });
  const keywords = new Set<string>();
  for (const { schema } of schemas) extensionKeywords(schema, keywords);
  for (const keyword of keywords) ajv.addKeyword({ keyword });
  for (const { file, schema } of schemas) {
    if (typeof schema.$id !== 'string') throw new Error(`schemas/api/${file} has no $id.`);
    ajv.addSchema(schema);
  }
  return ajv;
}

export function getValidator(ajv: Ajv, ref: string): ValidateFunction {
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`No schema at '${ref}'.`);
  return validate;
}

/** '<field>: <what is wrong>' for the first error, naming the field the way the form sends it. */
export function describeValidationError(errors: ErrorObject[] | null | undefined, subject = 'request'): string {
  const error = errors?.[0];
  if (!error) return `${subject}: is invalid`;
  const at = error.instancePath.split('/').filter(Boolean).join('.');
  const join = (name: unknown) => (at ? `${at}.${String(name)}` : String(name));
  if (error.keyword === 'required') return `${join(error.params.missingProperty)}: is required`;
  if (error.keyword === 'additionalProperties') return `${join(error.params.additionalProperty)}: is not allowed`;
  return `${at || subject}: ${error.message ?? 'is invalid'}`;
}
