// Loading the JSON Schemas of schemas/ into ajv: meta-validation, the $id convention, the call-schema convention and
// a strict compile. The checks report what fails here; `npm run gen` refuses to generate from a tree that fails.
import type { Ajv } from 'ajv';
import { collectAnnotationKeywords, createAjv, explainCompileError, isObject, type JsonObject } from './ajv.ts';
import type { Problem } from './problem.ts';
import { expectedId, type SchemaFile } from './walk.ts';

export interface LoadedSchema {
  file: string;
  rel: string;
  /** The `$id` under which ajv knows it: its own `$id`, which must equal expectedId(rel), or that when it has none. */
  id: string;
  schema: JsonObject;
  /** A call schema: it has "x-call", and exports validateRequest/validateResponse. */
  isCall: boolean;
}

export interface LoadedSchemas {
  /** The schemas that passed every step, in path order. */
  schemas: LoadedSchema[];
  /** The annotation keywords ("x-*") that every ajv built from these schemas must know. */
  keywords: string[];
  /** A strict ajv holding every schema that passed, with allErrors on: what the checks validate descriptors with. */
  ajv: Ajv;
  problems: Problem[];
}

function metaProblems(ajv: Ajv, file: string, schema: JsonObject): Problem[] {
  let valid: boolean;
  try {
    valid = ajv.validateSchema(schema) as boolean;
  } catch (error) {
    // An unknown "$schema" (a draft ajv does not have) throws instead of returning errors.
    return [{ file, path: '/$schema', message: (error as Error).message }];
  }
  if (valid) return [];
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of ajv.errors ?? []) {
    const message = `not valid JSON Schema: ${error.message ?? error.keyword}`;
    const key = `${error.instancePath}\n${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ file, path: error.instancePath, message });
  }
  return problems;
}

function conventionProblems(file: SchemaFile, schema: JsonObject): Problem[] {
  const problems: Problem[] = [];
  const id = expectedId(file.rel);
  if (schema.$id !== undefined && schema.$id !== id) {
    problems.push({
      file: file.file,
      path: '/$id',
      message: `$id is ${JSON.stringify(schema.$id)} but must be "${id}" (the file's path), so that $refs resolve the same in ajv and in the type generator`,
    });
  }
  if ('x-call' in schema) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    for (const part of ['request', 'response']) {
      if (!isObject(properties[part])) {
        problems.push({
          file: file.file,
          path: '/properties',
          message: `a call schema ("x-call") needs properties.${part}: the schema of the call's ${part}`,
        });
      }
    }
  }
  return problems;
}

/** Loads every 'schema' file into one strict ajv, collecting what is wrong instead of stopping at the first error. */
export function loadSchemas(files: SchemaFile[]): LoadedSchemas {
  const schemaFiles = files.filter((f) => f.kind === 'schema' && f.parseError === undefined);
  const keywords = collectAnnotationKeywords(schemaFiles.map((f) => f.json));
  const ajv = createAjv(keywords, { allErrors: true });
  const problems: Problem[] = [];
  const added: LoadedSchema[] = [];

  for (const file of schemaFiles) {
    if (!isObject(file.json)) {
      problems.push({ file: file.file, path: '', message: 'a schema file must hold a JSON object' });
      continue;
    }
    const schema = file.json;
    const found = [...metaProblems(ajv, file.file, schema), ...conventionProblems(file, schema)];
    if (found.length > 0) {
      problems.push(...found);
      continue;
    }
    const id = expectedId(file.rel);
    try {
      ajv.addSchema(schema, schema.$id === undefined ? id : undefined);
    } catch (error) {
      problems.push({ file: file.file, path: '/$id', message: (error as Error).message });
      continue;
    }
    added.push({ file: file.file, rel: file.rel, id, schema, isCall: 'x-call' in schema });
  }

  const schemas: LoadedSchema[] = [];
  for (const loaded of added) {
    try {
      ajv.getSchema(loaded.id);
      schemas.push(loaded);
    } catch (error) {
      const { path, message } = explainCompileError(error, loaded.schema);
      problems.push({ file: loaded.file, path, message: `does not compile: ${message}` });
    }
  }
  return { schemas, keywords, ajv, problems };
}
