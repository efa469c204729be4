import { Draft07 } from 'json-schema-library';
import { describe, expect, it } from 'vitest';
import { drawnFormats, drawnKeywords } from '../../core/schema-checks/vocabulary.ts';
import { fields, templates, widgetNames } from '../../renderers/registry.ts';
import { editorSchema } from './editor-schemas.ts';
import type { DocumentKind } from './documents.ts';

// What the playground's editor offers while product staff type. Its completion (codemirror-json-schema, in
// json-editor.tsx) asks json-schema-library's Draft07 for the schema at the caret's JSON Pointer, given the document,
// and offers that schema's enum as values and its properties as keys; the test asks the same, of the document just
// before the value is typed. (The completion package itself cannot load under node: its ES build imports its files
// without extensions.)
type Found = { enum?: unknown[]; properties?: Record<string, Found> };

/** The schema the editor completes an object at `pointer` with (its properties are the keys offered). */
function schemaAt(kind: DocumentKind, data: unknown, pointer: string): Found {
  return (new Draft07(editorSchema(kind)).getSchema({ pointer: pointer || undefined, data }) as Found | undefined) ?? {};
}
/** The values offered for the key at the end of `pointer`: the enum of that property of its object's schema. */
const valuesAt = (kind: DocumentKind, data: unknown, pointer: string) => {
  const key = pointer.slice(pointer.lastIndexOf('/') + 1);
  return (schemaAt(kind, data, pointer.slice(0, pointer.lastIndexOf('/'))).properties?.[key]?.enum ?? []).map(String);
};
const keysAt = (kind: DocumentKind, data: unknown, pointer: string) => Object.keys(schemaAt(kind, data, pointer).properties ?? {});

describe('the playground editor completes', () => {
  it('every registry widget in a field’s ui:widget and in ui:options', () => {
    expect(widgetNames).toEqual(expect.arrayContaining(['money', 'radio', 'date-time', 'range', 'updown', 'checkboxes']));
    expect(valuesAt('form-ui', { amount: {} }, '/amount/ui:widget')).toEqual([...widgetNames]);
    expect(valuesAt('form-ui', {}, '/ui:options/widget')).toEqual([...widgetNames]);
  });

  it('the registry’s fields and templates, as keys and as values', () => {
    const templateNames = Object.keys(templates);
    const keys = keysAt('form-ui', { people: {} }, '/people');
    expect(keys).toEqual(expect.arrayContaining(['ui:widget', 'ui:field', 'ui:enumNames', 'ui:options', ...templateNames.map((name) => `ui:${name}`)]));
    expect(valuesAt('form-ui', { people: {} }, '/people/ui:field')).toEqual(Object.keys(fields));
    expect(valuesAt('form-ui', { people: {} }, '/people/ui:ArrayFieldTemplate')).toEqual(templateNames);
  });

  it('a form schema’s formats and keywords from the form vocabulary, and no keyword the registry does not draw', () => {
    const field = { properties: { birthday: { type: 'string' } } };
    expect(valuesAt('form-schema', field, '/properties/birthday/format')).toEqual([...drawnFormats]);
    const keywords = keysAt('form-schema', { properties: { age: {} } }, '/properties/age');
    expect(keywords).toEqual(expect.arrayContaining(['minimum', 'multipleOf', 'dependencies', 'if', 'oneOf', '$defs', 'enumNames', 'readOnly']));
    for (const keyword of keywords) expect(drawnKeywords).toContain(keyword);
    expect(keywords).not.toContain('patternProperties');
    expect(keywords).not.toContain('contains');
  });

});
