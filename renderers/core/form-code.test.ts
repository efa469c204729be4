import { describe, expect, it } from 'vitest';
import { formCodeNames } from './form-code.ts';

describe('formCodeNames', () => {
  it("names the uiSchema's widgets, the schema's formats, and rjsf's fields for arrays and choices", () => {
    const schema = {
      type: 'object',
      properties: {
        when: { type: 'string', format: 'date' },
        pictures: { type: 'array', items: { type: 'string' } },
        either: { oneOf: [{ type: 'string' }, { type: 'number' }] },
      },
    };
    const uiSchema = { when: { 'ui:widget': 'dateTime' }, pictures: { 'ui:widget': 'imageUploader' } };
    const names = formCodeNames(schema, uiSchema);
    expect(names.widgets.sort()).toEqual(['date', 'dateTime', 'imageUploader']);
    expect(names.fields.sort()).toEqual(['ArrayField', 'MultiSchemaField']);
  });

  it("reads 'ui:widget' only in the uiSchema and formats and types only in the schema", () => {
    const names = formCodeNames({ properties: { a: { 'ui:widget': 'textarea' } } }, { a: { format: 'date', type: 'array' } });
    expect(names).toEqual({ widgets: [], fields: [] });
  });

  it('takes an array among several types', () => {
    expect(formCodeNames({ type: ['array', 'null'] }, {}).fields).toEqual(['ArrayField']);
  });
});
