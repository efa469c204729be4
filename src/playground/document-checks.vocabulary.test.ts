import { describe, expect, it } from 'vitest';
import { checkDocument } from './document-checks.ts';

// The playground refuses what `npm test`'s schema checks refuse (core/schema-checks), at the same JSON path.
describe('checkDocument: what the registry does not draw', () => {
  const paths = (kind: 'form-schema' | 'form-ui', json: unknown) => checkDocument({ kind, json }).filter((p) => p.severity === 'error').map((p) => p.path);

  it('underlines a keyword, a format and a $ref the registry does not draw', () => {
    const schema = {
      type: 'object',
      properties: {
        ip: { type: 'string', format: 'ipv4' },
        name: { type: 'string', not: { const: 'x' } },
        zip: { $ref: '#/$defs/none' },
      },
    };
    expect(paths('form-schema', schema)).toEqual(expect.arrayContaining(['/properties/ip/format', '/properties/name/not', '/properties/zip/$ref']));
  });

  it('underlines an unknown ui:widget, ui:field and ui:template', () => {
    const ui = { a: { 'ui:widget': 'color' }, b: { 'ui:field': 'LayoutGridField' }, c: { 'ui:GridTemplate': 'GridTemplate' } };
    expect(paths('form-ui', ui)).toEqual(['/a/ui:widget', '/b/ui:field', '/c/ui:GridTemplate']);
  });

  it('accepts a form within the vocabulary', () => {
    const schema = { $id: 'https://example.com/person.json', type: 'object', properties: { born: { type: 'string', format: 'date' }, nick: { $ref: 'person.json#/$defs/nick' } }, $defs: { nick: { type: 'string' } } };
    expect(paths('form-schema', schema)).toEqual([]);
  });
});
