import { getTemplate, type FallbackFieldTemplateProps } from '@rjsf/utils';
import { createElement } from 'react';

/** A field of no known type, with its type chooser: drawn as a oneOf's chooser is (MultiSchemaFieldTemplate). */
export default function FallbackFieldTemplate({ schema, registry, typeSelector, schemaField }: FallbackFieldTemplateProps) {
  return createElement(getTemplate('MultiSchemaFieldTemplate', registry), { selector: typeSelector, optionSchemaField: schemaField, schema, registry });
}
