// The one walk over schemas/: both `npm run gen` and the schema checks read the tree through it, so they can
// never disagree about which files are schemas, descriptors or plain data.
import fs from 'node:fs';
import path from 'node:path';

/**
 * What a JSON file under schemas/ is, by where it sits:
 * - schema: a JSON Schema (api/**, meta/**, storage/** (what the app keeps in web storage), forms/<name>/schema.json); gets types and validators
 * - form-ui: a form's uiSchema (forms/<name>/ui-schema.json)
 * - screen: a screen descriptor instance (screens/**)
 * - routes: the route table (routes.json)
 * - data: anything else (fixtures, messages); only has to parse
 */
export type SchemaFileKind = 'schema' | 'form-ui' | 'screen' | 'routes' | 'data';

export interface SchemaFile {
  /** Path from the repo root, with forward slashes: `schemas/api/envelope.json`. */
  file: string;
  /** Path under schemas/: `api/envelope.json`. */
  rel: string;
  kind: SchemaFileKind;
  /** The parsed JSON, when it parses. */
  json?: unknown;
  /** The parser's message, when it does not. */
  parseError?: string;
}

export const SCHEMAS_DIR = 'schemas';

function listJsonFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listJsonFiles(path.join(dir, entry.name), rel));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(rel);
  }
  return out;
}

export function kindOf(rel: string): SchemaFileKind {
  const parts = rel.split('/');
  if (rel === 'routes.json') return 'routes';
  if (parts[0] === 'api' || parts[0] === 'meta' || parts[0] === 'storage') return 'schema';
  if (parts[0] === 'forms' && parts.length === 3 && parts[2] === 'schema.json') return 'schema';
  if (parts[0] === 'forms' && parts.length === 3 && parts[2] === 'ui-schema.json') return 'form-ui';
  if (parts[0] === 'screens') return 'screen';
  return 'data';
}

/** Every JSON file under `<root>/schemas`, sorted by path, parsed. */
export function walkSchemas(root: string): SchemaFile[] {
  const base = path.join(root, SCHEMAS_DIR);
  return listJsonFiles(base)
    .sort()
    .map((rel) => {
      const file = `${SCHEMAS_DIR}/${rel}`;
      const kind = kindOf(rel);
      const text = fs.readFileSync(path.join(base, rel), 'utf8');
      try {
        return { file, rel, kind, json: JSON.parse(text) as unknown };
      } catch (error) {
        return { file, rel, kind, parseError: (error as Error).message };
      }
    });
}

/**
 * The `$id` a schema must carry (or is given, when it has none), so that a relative `$ref` resolves to the same file
 * in ajv (which resolves against `$id`) and in json-schema-to-typescript (which resolves against the folder).
 * Call schemas resolve within schemas/api; everything else within schemas/.
 */
export function expectedId(rel: string): string {
  return rel.startsWith('api/') ? rel.slice('api/'.length) : rel;
}

/** A form's name: `forms/<name>/schema.json` -> `<name>`. */
export function formName(rel: string): string | undefined {
  const parts = rel.split('/');
  return parts[0] === 'forms' && parts.length === 3 ? parts[1] : undefined;
}
