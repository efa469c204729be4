import draft7 from 'ajv/dist/refs/json-schema-draft-07.json';
import type { JSONSchema7 } from 'json-schema';
import descriptorMetaSchema from '../../schemas/meta/screen-descriptor.json';
import { nodeNames, widgetNames } from '../../renderers/registry.ts';
import { cardInitSchema } from './document-checks.ts';
import type { DocumentKind } from './documents.ts';

// The schema each kind of document is completed against. Node and widget names come from the registry itself, so
// the editor offers exactly the names the app can draw, and a name added to the registry is offered at once.

function screenSchema(): JSONSchema7 {
  const schema = structuredClone(descriptorMetaSchema) as unknown as JSONSchema7 & { definitions: { node: JSONSchema7 } };
  schema.definitions.node.properties = { ...schema.definitions.node.properties, node: { type: 'string', enum: [...nodeNames] } };
  return schema;
}

function uiSchemaSchema(): JSONSchema7 {
  const widget: JSONSchema7 = { type: 'string', enum: [...widgetNames] };
  return {
    type: 'object',
    properties: { 'ui:order': { type: 'array', items: { type: 'string' } }, 'ui:title': { type: 'string' } },
    additionalProperties: { $ref: '#/definitions/field' },
    definitions: {
      field: {
        type: 'object',
        properties: {
          'ui:widget': widget,
          'ui:placeholder': { type: 'string' },
          'ui:title': { type: 'string' },
          'ui:options': { type: 'object', properties: { widget } },
        },
      },
    },
  };
}

export function editorSchema(kind: DocumentKind): JSONSchema7 {
  switch (kind) {
    case 'screen':
      return screenSchema();
    case 'form-ui':
      return uiSchemaSchema();
    case 'form-schema':
      return draft7 as JSONSchema7;
    case 'bank-binding':
      return cardInitSchema as JSONSchema7;
  }
}
