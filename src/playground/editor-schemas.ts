import draft7 from 'ajv/dist/refs/json-schema-draft-07.json';
import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';
import catalog from '../../schemas/messages/en.json';
import descriptorMetaSchema from '../../schemas/meta/screen-descriptor.json';
import { drawnFormats, drawnKeywords, validationKeywords } from '../../core/schema-checks/vocabulary.ts';
import { fields, nodeNames, templates, widgetNames } from '../../renderers/registry.ts';
import { cardInitSchema } from './document-checks.ts';
import type { DocumentKind } from './documents.ts';

// The schema each kind of document is completed against. Every name offered comes from where the app reads it, so
// the editor offers exactly what the app can draw and the checks accept, and a name added there is offered at once:
// node, widget, field and template names from the registry (renderers/registry.ts), a form schema's keywords and
// formats from the form vocabulary (core/schema-checks/vocabulary.ts), error message keys from the catalog.

function screenSchema(): JSONSchema7 {
  const schema = structuredClone(descriptorMetaSchema) as unknown as JSONSchema7 & { definitions: { node: JSONSchema7 } };
  schema.definitions.node.properties = { ...schema.definitions.node.properties, node: { type: 'string', enum: [...nodeNames] } };
  return schema;
}

const names = (list: readonly string[]): JSONSchema7 => ({ type: 'string', enum: [...list] });

/** What a field's uiSchema may say: its widget, field and templates by registry name, its texts and options. */
function uiSchemaSchema(): JSONSchema7 {
  const templateNames = Object.keys(templates);
  const named: Record<string, JSONSchema7Definition> = { widget: names(widgetNames), field: names(Object.keys(fields)) };
  // rjsf reads "ui:ArrayFieldTemplate" (and the rest) as a template to draw the field with: one of the registry's.
  for (const template of templateNames) named[template] = names(templateNames);
  const prefixed = Object.fromEntries(Object.entries(named).map(([key, value]) => [`ui:${key}`, value]));
  const field: JSONSchema7 = {
    type: 'object',
    properties: {
      ...prefixed,
      'ui:title': { type: 'string' },
      'ui:description': { type: 'string' },
      'ui:help': { type: 'string' },
      'ui:placeholder': { type: 'string' },
      'ui:enumNames': { type: 'array', items: { type: 'string' } },
      'ui:order': { type: 'array', items: { type: 'string' } },
      'ui:readonly': { type: 'boolean' },
      'ui:disabled': { type: 'boolean' },
      'ui:options': { $ref: '#/definitions/options' },
      'ui:submitButtonOptions': { $ref: '#/definitions/submitButtonOptions' },
      items: { $ref: '#/definitions/field' },
      additionalProperties: { $ref: '#/definitions/field' },
      oneOf: { type: 'array', items: { $ref: '#/definitions/field' } },
      anyOf: { type: 'array', items: { $ref: '#/definitions/field' } },
    },
    // A key that is not ui:… names a property of the schema: that field's own uiSchema.
    additionalProperties: { $ref: '#/definitions/field' },
  };
  // "ui:options" repeats the names without "ui:", and a field's own catalog message per failed keyword
  // (core/error-messages.ts). json-schema-library (under codemirror-json-schema) finds the properties of a field one
  // level down (a form's field, its "ui:options") but not of the objects deeper than that, so completion offers no
  // names there; the playground's checks still refuse a wrong one at any depth.
  const options: JSONSchema7 = {
    type: 'object',
    properties: {
      ...named,
      errorMessages: { $ref: '#/definitions/errorMessages' },
    },
  };
  const errorMessages: JSONSchema7 = { type: 'object', properties: Object.fromEntries(validationKeywords.map((keyword) => [keyword, names(Object.keys(catalog))])) };
  const submitButtonOptions: JSONSchema7 = { type: 'object', properties: { submitText: { type: 'string' }, norender: { type: 'boolean' } } };
  // Each part its own object: json-schema-library marks the schemas it compiles.
  return JSON.parse(JSON.stringify({ $ref: '#/definitions/field', definitions: { field, options, errorMessages, submitButtonOptions } })) as JSONSchema7;
}

/**
 * JSON Schema draft-07, as the forms are written, offering only the keywords and formats the registry draws: the
 * meta-schema's other keywords are dropped, so the editor never suggests one the checks would refuse.
 */
function formSchemaSchema(): JSONSchema7 {
  const meta = structuredClone(draft7) as unknown as JSONSchema7;
  const properties = meta.properties ?? {};
  const drawn = new Set(drawnKeywords);
  const kept: Record<string, JSONSchema7Definition> = {};
  for (const [keyword, definition] of Object.entries(properties)) if (drawn.has(keyword)) kept[keyword] = definition;
  const extra: Record<string, JSONSchema7Definition> = {
    $defs: { type: 'object', additionalProperties: { $ref: '#' } },
    enumNames: { type: 'array', items: { type: 'string' } },
    deprecated: { type: 'boolean' },
    writeOnly: { type: 'boolean' },
  };
  for (const keyword of drawnKeywords) if (!(keyword in kept) && extra[keyword]) kept[keyword] = extra[keyword]!;
  kept.format = names(drawnFormats);
  meta.properties = kept;
  return meta;
}

export function editorSchema(kind: DocumentKind): JSONSchema7 {
  switch (kind) {
    case 'screen':
      return screenSchema();
    case 'form-ui':
      return uiSchemaSchema();
    case 'form-schema':
      return formSchemaSchema();
    case 'bank-binding':
      return cardInitSchema as JSONSchema7;
  }
}
