// The call modules `npm run gen` writes under generated/calls: one per call schema (schemas/api/<group>/<name>.json ->
// generated/calls/<group>/<name>.ts), each exporting its call as plain data: method, path, and a loader of its
// precompiled response validator. The hand-written files in src/api keep only the fetchers and hooks.
//
// Why plain data rather than a call to a helper: a top-level call is kept by the bundler unless it is marked pure
// (and with it whatever it reaches), which a regex in a build plugin used to do and which broke quietly on a rename.
// An object literal needs no marking. Why one module per call: a page loads every call of a module it imports from,
// and with it a reference to each validator's chunk; here it imports exactly the calls it makes.
import path from 'node:path';
import type { LoadedSchema } from './compile.ts';

export const CALLS_DIR = 'generated/calls';
/** The shared type of every call module, written by gen beside them. */
export const API_CALL_FILE = `${CALLS_DIR}/api-call.ts`;

/** Methods the api client can send (src/api/request.ts): GET params in the query, POST params form-encoded. */
const sendableMethods = new Set(['GET', 'POST']);

/** generated/calls/<group>/<name>.ts for schemas/api/<group>/<name>.json. */
export function callModulePath(rel: string): string {
  return `${CALLS_DIR}/${rel.replace(/^api\//, '').replace(/\.json$/, '')}.ts`;
}

/** The exported name: the call type's name in lower camel case, plus Call (LoanDetails -> loanDetailsCall). */
export function callExportName(typeName: string): string {
  return `${typeName.charAt(0).toLowerCase()}${typeName.slice(1)}Call`;
}

/**
 * Why a call's "x-call" cannot be sent by the client, or undefined. The session params ride in every query, so a call
 * must stay on this origin: an absolute path, never a protocol-relative '//host'.
 */
export function unsendableReason(xCall: unknown): string | undefined {
  const { method, path: callPath } = (xCall ?? {}) as { method?: unknown; path?: unknown };
  if (typeof method !== 'string' || !sendableMethods.has(method)) return `"x-call".method ${JSON.stringify(method)}: the client sends GET and POST only`;
  if (typeof callPath !== 'string' || !callPath.startsWith('/') || callPath.startsWith('//')) {
    return `"x-call".path ${JSON.stringify(callPath)}: a call path is a same-origin absolute path ('/…', not '//host')`;
  }
  return undefined;
}

/** A single-quoted string literal, as the house style writes them. */
function quoted(value: string): string {
  return `'${value.replace(/[\\']/g, '\\$&')}'`;
}

function relativeImport(from: string, to: string): string {
  const spec = path.posix.relative(path.posix.dirname(from), to);
  return spec.startsWith('.') ? spec : `./${spec}`;
}

/** The module of one call schema. `typesFile` and `validatorFile` are the generated files it refers to. */
export function callModule(loaded: LoadedSchema, typeName: string, typesFile: string, validatorFile: string, header: string): string {
  const out = callModulePath(loaded.rel);
  const { method, path: callPath } = loaded.schema['x-call'] as { method: string; path: string };
  return [
    header,
    `import type { ApiCall } from '${relativeImport(out, API_CALL_FILE)}';`,
    `import type { ${typeName} } from '${relativeImport(out, typesFile)}';`,
    '',
    `/** ${method} ${callPath}. Its response validator is a chunk of its own, loaded when the call starts. */`,
    `export const ${callExportName(typeName)}: ApiCall<NonNullable<${typeName}['request']>, ${typeName}['response']> = {`,
    `  method: ${quoted(method)},`,
    `  path: ${quoted(callPath)},`,
    `  loadValidateResponse: async () => (await import('${relativeImport(out, validatorFile)}')).validateResponse,`,
    '};',
    '',
  ].join('\n');
}

/** The type every call module exports its call as; the api client (src/api/client.ts) takes it. */
export function apiCallModule(header: string): string {
  return `${header}

/** An ajv standalone validator, as \`npm run gen\` precompiles them. */
export interface SchemaValidator {
  (data: unknown): boolean;
  errors?: readonly unknown[] | null;
}

/** One endpoint, from its call schema. The type parameters only carry types. */
export interface ApiCall<Request, Response> {
  /** What the client can send (src/api/request.ts): GET params in the query, POST params form-encoded. */
  readonly method: 'GET' | 'POST';
  /** A same-origin absolute path (\`npm run gen\` refuses any other). */
  readonly path: string;
  /**
   * Loads the call's precompiled response validator. Each is a chunk of its own, fetched beside the call's first
   * request rather than before the page's first paint: the data cannot be checked before it arrives anyway
   * (docs/decisions/005-bundle-strategy.md).
   */
  readonly loadValidateResponse: () => Promise<SchemaValidator>;
  readonly __types?: { request: Request; response: Response };
}
`;
}
