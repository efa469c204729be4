import { describe, expect, it } from 'vitest';
import { carryDraft, fieldOfProperty, fieldTitle, fieldsDroppedFromDrafts, type FieldError } from './draft-carry.ts';

const form = {
  type: 'object',
  properties: {
    problemDetail: { type: 'string', title: 'Description', maxLength: 10 },
    contactTime: { type: 'string', title: 'Best time to call' },
  },
  required: ['problemDetail'],
};

/** A validator standing in for the form's: too long a description, and a missing one. */
const errorsOf = (values: Record<string, unknown>): FieldError[] => [
  ...(typeof values.problemDetail === 'string' && values.problemDetail.length > 10 ? [{ field: 'problemDetail', keyword: 'maxLength' }] : []),
  ...(values.problemDetail === undefined ? [{ field: 'problemDetail', keyword: 'required' }] : []),
];

describe('carryDraft', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, string[]]>([
    ['keeps every value the form takes', { problemDetail: 'Late call', contactTime: 'noon' }, { problemDetail: 'Late call', contactTime: 'noon' }, []],
    ['drops a field the form no longer has, and names it', { problemDetail: 'Late call', problemImages: ['/a.jpg'] }, { problemDetail: 'Late call' }, ['problemImages']],
    ['drops a value the form refuses, and names it', { problemDetail: 'far too many words', contactTime: 'noon' }, { contactTime: 'noon' }, ['problemDetail']],
    ['does not name what was empty: nothing is lost', { problemDetail: '', problemImages: [], gone: null }, {}, []],
    ['a missing required value is no value lost', { contactTime: 'noon' }, { contactTime: 'noon' }, []],
  ])('%s', (_name, values, kept, dropped) => {
    expect(carryDraft(values, form, errorsOf)).toEqual({ kept, dropped });
  });
});

describe('fieldsDroppedFromDrafts', () => {
  it('names a removed field and a narrowed one, not an added, widened or relabelled one', () => {
    const before = {
      properties: {
        problemDetail: { type: 'string', title: 'Description', maxLength: 200 },
        problemImages: { type: 'array', maxItems: 9, items: { type: 'string' } },
        channel: { type: 'string', enum: ['sms', 'call'] },
        age: { type: 'integer' },
      },
    };
    const after = {
      properties: {
        problemDetail: { type: 'string', title: 'What happened?', maxLength: 100 },
        channel: { type: 'string', enum: ['sms', 'call', 'email'] },
        age: { type: 'number' },
        contactTime: { type: 'string' },
      },
    };
    expect(fieldsDroppedFromDrafts(before, after)).toEqual([
      { field: 'problemDetail', kind: 'narrowed', why: 'maxLength 200 -> 100' },
      { field: 'problemImages', kind: 'removed', why: 'the new version has no such field' },
    ]);
  });

  it.each<[string, object, object, string]>([
    ['a type', { type: 'string' }, { type: 'number' }, 'type string -> number'],
    ['an enum', { enum: ['a', 'b'] }, { enum: ['a'] }, 'enum no longer takes "b"'],
    ['a pattern', { type: 'string' }, { type: 'string', pattern: '^[0-9]+$' }, 'pattern added "^[0-9]+$"'],
    ['an item rule', { type: 'array', items: { type: 'string' } }, { type: 'array', items: { type: 'string', maxLength: 3 } }, 'items: maxLength none -> 3'],
  ])('names %s narrowed', (_name, before, after, why) => {
    expect(fieldsDroppedFromDrafts({ properties: { x: before } }, { properties: { x: after } })).toEqual([{ field: 'x', kind: 'narrowed', why }]);
  });
});

describe('fieldTitle and fieldOfProperty', () => {
  it('reads a title from the first schema that has one, else the name', () => {
    expect(fieldTitle('contactTime', { properties: {} }, form)).toBe('Best time to call');
    expect(fieldTitle('unknown', form)).toBe('unknown');
  });
  it('reads the top field of an error property', () => {
    expect(fieldOfProperty('.problemImages.3')).toBe('problemImages');
    expect(fieldOfProperty('')).toBe('');
  });
});
