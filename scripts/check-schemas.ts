// The checks that tell product staff at once when an edit under schemas/ is wrong (DESIGN.md): a file that does not
// parse, a schema that is not valid JSON Schema or does not compile, a descriptor that breaks the meta-schema, a
// widget, field, template, node or route name that nothing resolves, a form schema keyword, format or $ref that the
// registry does not draw (core/schema-checks/vocabulary.ts). tests/schemas/schemas.test.ts runs them on the repo.
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { isObject, pointer } from './schema/ajv.ts';
import { loadSchemas } from './schema/compile.ts';
import { formatProblem, type Problem } from './schema/problem.ts';
import { descriptorNameProblems as descriptorNames, uiSchemaNameProblems as uiSchemaNames } from '../core/schema-checks/registry-names.ts';
import { vocabularyProblems } from '../core/schema-checks/vocabulary.ts';
import { walkSchemas, type SchemaFile } from './schema/walk.ts';
import { readPointer } from '../renderers/core/binding.ts';

export { formatProblem, type Problem };

export interface Registry {
  widgets: readonly string[];
  nodes: readonly string[];
  /** The rjsf fields a uiSchema may name in ui:field; none when left out. */
  fields?: readonly string[];
  /** The templates a uiSchema may name in ui:<Kind>Template; none when left out. */
  templates?: readonly string[];
}

const DESCRIPTOR_SCHEMA_ID = 'meta/screen-descriptor.json';

function descriptorNameProblems(file: SchemaFile, registry: Registry, routes: Set<string> | undefined): Problem[] {
  return descriptorNames(file.json, registry.nodes, routes).map((problem) => ({ file: file.file, ...problem }));
}

function uiSchemaProblems(file: SchemaFile, registry: Registry): Problem[] {
  return uiSchemaNames(file.json, registry.widgets, registry.fields, registry.templates).map((problem) => ({ file: file.file, ...problem }));
}

function routeNames(files: SchemaFile[], problems: Problem[]): Set<string> | undefined {
  const routesFile = files.find((f) => f.kind === 'routes');
  if (!routesFile) {
    problems.push({ file: 'schemas/routes.json', path: '', message: 'the route table is missing' });
    return undefined;
  }
  if (routesFile.parseError !== undefined) return undefined;
  const routes = isObject(routesFile.json) ? routesFile.json.routes : undefined;
  if (!isObject(routes)) {
    problems.push({ file: routesFile.file, path: '/routes', message: 'must be an object of route name -> route' });
    return undefined;
  }
  return new Set(Object.keys(routes));
}

/** schemas/routes.json and its routes, for the checks of what a route says; undefined without them. */
function routeTable(files: SchemaFile[]): { routesFile: SchemaFile; routes: Record<string, unknown> } | undefined {
  const routesFile = files.find((f) => f.kind === 'routes');
  const routes = routesFile && isObject(routesFile.json) && isObject(routesFile.json.routes) ? routesFile.json.routes : undefined;
  return routesFile && routes ? { routesFile, routes } : undefined;
}

/** Whether `at` (a JSON Pointer into an answer, such as /popAgreementUrl) names a property of type string in its schema. */
function isTextAt(schema: unknown, at: string): boolean {
  if (!at.startsWith('/')) return false;
  const inSchema = at.split('/').slice(1).map((segment) => `/properties/${segment}`).join('');
  const property = readPointer(schema, inSchema);
  return isObject(property) && property.type === 'string';
}

/**
 * A page's "loads" (calls it sends before the app loads: a route's in routes.json, the promotion page's in
 * promo-page.json) must name call schemas and their request params, and a load's "pageAt" (a page its answer names,
 * fetched as it comes: src/app/page-loader.ts) a text of the call's answer.
 */
function loadListProblems(files: SchemaFile[], file: string, listAt: (string | number)[], loads: unknown): Problem[] {
  if (loads === undefined) return [];
  if (!Array.isArray(loads)) return [{ file, path: pointer(listAt), message: 'must be a list of {"call", "params"}' }];
  const problems: Problem[] = [];
  loads.forEach((load: unknown, index) => {
    const at = [...listAt, index];
    const call = isObject(load) && typeof load.call === 'string' ? load.call : undefined;
    const schema = call === undefined ? undefined : files.find((f) => f.rel === `api/${call}.json`)?.json;
    if (!isObject(schema) || !isObject(schema['x-call'])) {
      problems.push({ file, path: pointer([...at, 'call']), message: `no call schema schemas/api/${String(call)}.json with an "x-call"` });
      return;
    }
    const request = isObject(schema.properties) && isObject(schema.properties.request) ? schema.properties.request : {};
    const known = isObject(request.properties) ? Object.keys(request.properties) : [];
    const params = isObject(load) && isObject(load.params) ? load.params : {};
    for (const [param, value] of Object.entries(params)) {
      if (!known.includes(param)) {
        problems.push({ file, path: pointer([...at, 'params', param]), message: `'${call}' takes no request param '${param}' (it takes: ${known.join(', ') || 'none'})` });
      }
      const fromQuery =
        isObject(value) &&
        typeof value.$query === 'string' &&
        (value.prefix === undefined || typeof value.prefix === 'string') &&
        Object.keys(value).every((key) => key === '$query' || key === 'prefix');
      if (typeof value !== 'string' && !fromQuery) {
        problems.push({ file, path: pointer([...at, 'params', param]), message: 'must be a text, or {"$query": name of a page URL param, "prefix"?: text put before its value}' });
      }
    }
    const pageAt = isObject(load) ? load.pageAt : undefined;
    const response = isObject(schema.properties) ? schema.properties.response : undefined;
    if (pageAt !== undefined && !(typeof pageAt === 'string' && isTextAt(response, pageAt))) {
      problems.push({ file, path: pointer([...at, 'pageAt']), message: `must be a JSON Pointer to a text property of '${call}''s answer: ${JSON.stringify(pageAt)}` });
    }
  });
  return problems;
}

function routeLoadProblems(files: SchemaFile[]): Problem[] {
  const table = routeTable(files);
  if (!table) return [];
  return Object.entries(table.routes).flatMap(([name, route]) =>
    loadListProblems(files, table.routesFile.file, ['routes', name, 'loads'], isObject(route) ? route.loads : undefined),
  );
}

/**
 * A route's "demoStorage" (what the demo list seeds in localStorage before its link opens, so that the link shows the
 * page a borrower reaches, not its dead end) must name schemas/storage entries kept in localStorage under one key,
 * each value valid against its schema. sessionStorage cannot be seeded: it belongs to the tab the page opens in.
 */
function routeDemoStorageProblems(files: SchemaFile[], validatorOf: (id: string) => ValidateFunction | undefined): Problem[] {
  const table = routeTable(files);
  if (!table) return [];
  const { routesFile, routes } = table;
  const problems: Problem[] = [];
  for (const [name, route] of Object.entries(routes)) {
    const seeded = isObject(route) ? route.demoStorage : undefined;
    if (seeded === undefined) continue;
    const at = ['routes', name, 'demoStorage'];
    if (!isObject(seeded)) {
      problems.push({ file: routesFile.file, path: pointer(at), message: 'must be an object of schemas/storage entry name -> its value' });
      continue;
    }
    for (const [entry, value] of Object.entries(seeded)) {
      const schema = files.find((f) => f.rel === `storage/${entry}.json`)?.json;
      const place = isObject(schema) && isObject(schema['x-storage']) ? schema['x-storage'] : undefined;
      if (!place) {
        problems.push({ file: routesFile.file, path: pointer([...at, entry]), message: `no storage schema schemas/storage/${entry}.json with an "x-storage"` });
        continue;
      }
      if (place.area !== 'local' || typeof place.key !== 'string' || place.key.includes('{scope}')) {
        problems.push({ file: routesFile.file, path: pointer([...at, entry]), message: `'${entry}' is not kept in localStorage under one key, so a demo link cannot seed it` });
        continue;
      }
      const validate = validatorOf(`storage/${entry}.json`);
      if (validate && !validate(value)) {
        for (const error of validate.errors ?? []) {
          problems.push({ file: routesFile.file, path: pointer([...at, entry]) + error.instancePath, message: `breaks schemas/storage/${entry}.json: ${error.message ?? error.keyword}` });
        }
      }
    }
  }
  return problems;
}

/** Whether `form` names a bundled form: schemas/forms/<form>, both its files. */
function isBundledForm(files: SchemaFile[], form: unknown): boolean {
  return typeof form === 'string' && ['schema.json', 'ui-schema.json'].every((file) => files.some((f) => f.rel === `forms/${form}/${file}`));
}

/**
 * The promotion register page's promo-page.json (the page is built apart from the app's routes): its "loads" as a
 * route's, and its "form" a bundled form.
 */
function promoPageProblems(files: SchemaFile[]): Problem[] {
  const page = files.find((f) => f.rel === 'promo-page.json');
  // A tree without the page (the schema tests' trees) has nothing to check; the promotion page's build reads it.
  if (!page) return [];
  if (!isObject(page.json)) return page.parseError === undefined ? [{ file: page.file, path: '', message: 'must be an object' }] : [];
  const problems = loadListProblems(files, page.file, ['loads'], page.json.loads);
  if (!isBundledForm(files, page.json.form)) {
    problems.push({ file: page.file, path: '/form', message: `must name a form of schemas/forms (its schema.json and ui-schema.json): ${JSON.stringify(page.json.form)}` });
  }
  return problems;
}

/**
 * A route's "form": true for a page drawing a form the server sends, or the name of the bundled form it draws at once
 * (schemas/forms/<name>, both files), whose lazily loaded code its page names in its head (scripts/prerender.ts).
 */
function routeFormProblems(files: SchemaFile[]): Problem[] {
  const table = routeTable(files);
  if (!table) return [];
  const { routesFile, routes } = table;
  const problems: Problem[] = [];
  for (const [name, route] of Object.entries(routes)) {
    const form = isObject(route) ? route.form : undefined;
    if (form === undefined || form === true) continue;
    if (!isBundledForm(files, form)) {
      problems.push({ file: routesFile.file, path: pointer(['routes', name, 'form']), message: `must be true or name a form of schemas/forms (its schema.json and ui-schema.json): ${JSON.stringify(form)}` });
    }
  }
  return problems;
}

/**
 * Everything wrong in `<root>/schemas`, in file order. Reads the files and nothing else: no writes, no network.
 * `registry` holds the names renderers/registry.ts resolves.
 */
export function checkSchemas({ root, registry }: { root: string; registry: Registry }): Problem[] {
  const files = walkSchemas(root);
  const problems: Problem[] = [];

  for (const file of files) {
    if (file.parseError !== undefined) {
      problems.push({ file: file.file, path: '', message: `not valid JSON: ${file.parseError}` });
    }
  }

  const loaded = loadSchemas(files);
  problems.push(...loaded.problems);
  const routes = routeNames(files, problems);
  problems.push(...routeLoadProblems(files));
  problems.push(...routeDemoStorageProblems(files, (id) => loaded.ajv.getSchema(id)));
  problems.push(...routeFormProblems(files));
  problems.push(...promoPageProblems(files));

  const descriptorSchemaLoaded = loaded.schemas.some((s) => s.id === DESCRIPTOR_SCHEMA_ID);
  const validateDescriptor = descriptorSchemaLoaded ? loaded.ajv.getSchema(DESCRIPTOR_SCHEMA_ID) : undefined;
  const formDirs = new Set(
    files.filter((f) => f.kind === 'schema' && f.rel.startsWith('forms/')).map((f) => path.posix.dirname(f.rel)),
  );

  for (const file of files) {
    if (file.parseError !== undefined) continue;
    if (file.kind === 'screen') {
      if (validateDescriptor && !validateDescriptor(file.json)) {
        for (const error of validateDescriptor.errors ?? []) {
          const extra = error.keyword === 'additionalProperties' ? ` ('${String(error.params.additionalProperty)}')` : '';
          problems.push({
            file: file.file,
            path: error.instancePath,
            message: `breaks ${DESCRIPTOR_SCHEMA_ID}: ${error.message ?? error.keyword}${extra}`,
          });
        }
      }
      problems.push(...descriptorNameProblems(file, registry, routes));
    }
    if (file.kind === 'schema' && file.rel.startsWith('forms/')) {
      problems.push(...vocabularyProblems(file.json).map((problem) => ({ file: file.file, ...problem })));
    }
    if (file.kind === 'form-ui') {
      if (!formDirs.has(path.posix.dirname(file.rel))) {
        problems.push({ file: file.file, path: '', message: 'a uiSchema needs a schema.json beside it' });
      }
      problems.push(...uiSchemaProblems(file, registry));
    }
  }

  const descriptorFile = `schemas/${DESCRIPTOR_SCHEMA_ID}`;
  const descriptorReported = problems.some((p) => p.file === descriptorFile);
  if (files.some((f) => f.kind === 'screen') && !descriptorSchemaLoaded && !descriptorReported) {
    problems.push({ file: descriptorFile, path: '', message: 'the screen descriptor meta-schema is missing' });
  }
  return problems;
}
