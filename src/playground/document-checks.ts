import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import draft7 from 'ajv/dist/refs/json-schema-draft-07.json';
import cardInitCall from '../../schemas/api/bank-binding/card-init.json';
import descriptorMetaSchema from '../../schemas/meta/screen-descriptor.json';
import routeTable from '../../schemas/routes.json';
import { checkCardInitConfig } from '../../core/card-init/card-init-adapter.ts';
import type { CardInitData } from '../../core/card-init/card-init-types.ts';
import { descriptorNameProblems, jsonPointer, uiSchemaNameProblems } from '../../core/schema-checks/registry-names.ts';
import { vocabularyProblems } from '../../core/schema-checks/vocabulary.ts';
import { readPointer } from '../../renderers/core/binding.ts';
import { fields, nodeNames, templates, widgetNames } from '../../renderers/registry.ts';
import type { DocumentKind } from './documents.ts';

// What the playground says is wrong with a document, each at the JSON Pointer it is about, so the editor can
// underline the very key: the checks `npm test` runs (the meta-schemas, the registry's names through
// core/schema-checks) plus the ones only the playground can run while staff type (the form's sample answers still
// accepted, a ui:order matching the fields, the bank-binding adapter's own check). Validation interprets the schemas
// (@cfworker/json-schema): the page runs under the app's CSP, which forbids the eval that ajv compiles with.

export interface Problem {
  /** A JSON Pointer into the document; '' is the whole document. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

/** The card-init call's answer: what the server sends the bank-binding page, and what the playground edits. */
export const cardInitSchema = { ...cardInitCall.properties.response, definitions: cardInitCall.definitions };

const routes = new Set(Object.keys(routeTable.routes));

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// @cfworker/json-schema stamps resolved ids onto the schemas it reads: each validation gets fresh copies.
function validatorOf(schema: unknown, name: string): Validator {
  const copy = JSON.parse(JSON.stringify(schema)) as Schema;
  copy.$id = `https://schema.invalid/${name}`;
  const validator = new Validator(copy, '7', false);
  if (name !== 'draft-07') validator.addSchema(JSON.parse(JSON.stringify(draft7)) as Schema);
  return validator;
}

function pointerOf(location: string): string {
  return location.replace(/^#/, '').split('/').map(decodeURIComponent).join('/');
}

/** The errors that say why (not the "a subschema failed" wrappers around them), at the instance they are about. */
function schemaProblems(units: readonly OutputUnit[], what: string): Problem[] {
  const leaves = units.filter((unit) => !['properties', 'items', '$ref', 'allOf', 'if', 'then', 'additionalProperties'].includes(unit.keyword) || units.every((u) => u === unit || !u.keywordLocation.startsWith(`${unit.keywordLocation}/`)));
  return leaves.map((unit) => ({ path: pointerOf(unit.instanceLocation), message: `breaks ${what}: ${unit.error}`, severity: 'error' as const }));
}

function validate(schema: unknown, name: string, instance: unknown, what: string): Problem[] {
  const result = validatorOf(schema, name).validate(instance);
  return result.valid ? [] : schemaProblems(result.errors, what);
}

/** ui:order must name exactly the form's fields (or hold '*'): rjsf refuses to draw the form otherwise. */
export function orderProblems(schema: unknown, uiSchema: unknown, side: 'schema' | 'ui'): Problem[] {
  const fields = isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const order = isObject(uiSchema) && Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as unknown[]) : undefined;
  if (!order || order.includes('*')) return [];
  const problems: Problem[] = [];
  for (const field of fields.filter((name) => !order.includes(name))) {
    problems.push(
      side === 'schema'
        ? { path: jsonPointer(['properties', field]), message: `'${field}' is not in ui-schema.json's "ui:order": add it there too`, severity: 'error' }
        : { path: '/ui:order', message: `"ui:order" lacks '${field}', a field of schema.json`, severity: 'error' },
    );
  }
  order.forEach((name, index) => {
    if (side === 'ui' && typeof name === 'string' && !fields.includes(name)) {
      problems.push({ path: jsonPointer(['ui:order', index]), message: `'${name}' is no field of schema.json`, severity: 'error' });
    }
  });
  return problems;
}

/** The sample answers of schemas/fixtures/forms.json that the edited schema refuses, at the keyword refusing them. */
function sampleProblems(schema: unknown, sample: unknown): Problem[] {
  if (sample === undefined) return [];
  const result = validatorOf(schema, 'form').validate(sample);
  if (result.valid) return [];
  const leaves = result.errors.filter((unit) => !['properties', 'items', '$ref', 'allOf'].includes(unit.keyword));
  return leaves.map((unit) => ({
    path: pointerOf(unit.keywordLocation),
    message: `schemas/fixtures/forms.json's sample (at ${pointerOf(unit.instanceLocation) || '/'}) no longer validates: ${unit.error}`,
    severity: 'error' as const,
  }));
}

/** Each $bind the chosen fixture data cannot answer: the preview shows its fallback, or nothing. */
function bindingProblems(descriptor: unknown, data: unknown): Problem[] {
  if (data === undefined) return [];
  const problems: Problem[] = [];
  const visit = (value: unknown, at: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...at, i]));
    else if (isObject(value)) {
      // A rowsFrom list binds the rows the node reads keys of; a plain binding reads one value.
      if (typeof value.$bind === 'string' && readPointer(data, value.$bind) === undefined) {
        problems.push({ path: jsonPointer([...at, '$bind']), message: `the fixture data has nothing at ${value.$bind}`, severity: 'warning' });
      }
      for (const [key, child] of Object.entries(value)) visit(child, [...at, key]);
    }
  };
  visit(descriptor, []);
  return problems;
}

export interface CheckInput {
  kind: DocumentKind;
  json: unknown;
  /** A form's other half: its uiSchema when checking schema.json, and the other way round. */
  partner?: unknown;
  /** The fixture the preview draws with. */
  fixture?: unknown;
}

/** Every problem of a parsed document (a document that does not parse is the JSON linter's). */
export function checkDocument({ kind, json, partner, fixture }: CheckInput): Problem[] {
  switch (kind) {
    case 'form-schema':
      return [
        ...validate(draft7, 'draft-07', json, 'JSON Schema draft-07'),
        ...vocabularyProblems(json).map((p) => ({ ...p, severity: 'error' as const })),
        ...orderProblems(json, partner, 'schema'),
        ...sampleProblems(json, fixture),
      ];
    case 'form-ui':
      return [
        ...uiSchemaNameProblems(json, widgetNames, Object.keys(fields), Object.keys(templates)).map((p) => ({ ...p, severity: 'error' as const })),
        ...orderProblems(partner, json, 'ui'),
      ];
    case 'screen':
      return [
        ...validate(descriptorMetaSchema, 'meta/screen-descriptor.json', json, 'meta/screen-descriptor.json'),
        ...descriptorNameProblems(json, nodeNames, routes).map((p) => ({ ...p, severity: 'error' as const })),
        ...bindingProblems(json, fixture),
      ];
    case 'bank-binding': {
      const problems = validate(cardInitSchema, 'bank-binding/card-init.json', json, 'bank-binding/card-init.json (response)');
      if (problems.length > 0) return problems;
      return checkCardInitConfig(json as CardInitData).map((error) => ({ path: jsonPointer(['items', error.index]), message: error.message, severity: 'error' as const }));
    }
  }
}
