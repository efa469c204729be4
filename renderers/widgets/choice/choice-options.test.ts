import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { message } from '../../../core/messages.ts';
import { choiceOptions, indexesOfValues, indexOfValue, valueAtIndex, valuesAtIndexes } from './choice-options.ts';

const objects = [
  { label: 'A', value: { plan: 'a' } },
  { label: 'B', value: { plan: 'b' } },
  { label: 'Pair', value: [1, 2] },
  { label: 'None', value: null },
  { label: 'Zero', value: 0 },
];

describe('indexOfValue', () => {
  it.each([
    [{ plan: 'b' }, 1],
    [[1, 2], 2],
    [null, 3],
    [0, 4],
    ['0', -1],
    [undefined, -1],
    [{ plan: 'c' }, -1],
  ])('finds %j at %i, by deep equality and type', (value, index) => {
    expect(indexOfValue(value, objects)).toBe(index);
  });
});

describe('indexesOfValues and valuesAtIndexes', () => {
  it('find the chosen options of an array, and give values back in the options’ order', () => {
    expect(indexesOfValues([0, { plan: 'a' }, 'stale'], objects)).toEqual([0, 4]);
    expect(indexesOfValues(undefined, objects)).toEqual([]);
    expect(valuesAtIndexes([4, 2], objects)).toEqual([[1, 2], 0]);
  });
});

describe('valueAtIndex', () => {
  it('gives the option’s value, or the empty value for no option', () => {
    expect(valueAtIndex(2, objects)).toEqual([1, 2]);
    expect(valueAtIndex('3', objects, 'empty')).toBeNull();
    expect(valueAtIndex(undefined, objects, 'empty')).toBe('empty');
    expect(valueAtIndex(9, objects, 'empty')).toBe('empty');
  });
});

describe('choiceOptions', () => {
  const of = (schema: RJSFSchema, enumOptions: { label: string; value: unknown }[], uiSchema?: UiSchema) =>
    choiceOptions({ schema, uiSchema, options: { enumOptions: enumOptions as never } }).map((option) => option.label);

  it('labels from the schema’s own enumNames, found by value even when reordered', () => {
    const schema = { type: 'string', enum: ['m', 'f'], enumNames: ['Male', 'Female'] } as RJSFSchema;
    expect(of(schema, [{ label: 'f', value: 'f' }, { label: 'm', value: 'm' }])).toEqual(['Female', 'Male']);
  });

  it('keeps ui:enumNames over the schema’s', () => {
    const schema = { type: 'string', enum: ['m'], enumNames: ['Male'] } as RJSFSchema;
    expect(of(schema, [{ label: 'Man', value: 'm' }], { 'ui:enumNames': ['Man'] })).toEqual(['Man']);
  });

  it('reads an array’s items for its enumNames', () => {
    const schema = { type: 'array', items: { type: 'integer', enum: [1, 2], enumNames: ['One', 'Two'] } } as RJSFSchema;
    expect(of(schema, [{ label: '1', value: 1 }, { label: '2', value: 2 }])).toEqual(['One', 'Two']);
  });

  it('says Yes and No from the catalog for a boolean, and keeps oneOf titles', () => {
    expect(of({ type: 'boolean' }, [{ label: 'Yes', value: true }, { label: 'No', value: false }])).toEqual([message('widget.boolean.yes'), message('widget.boolean.no')]);
    const titled: RJSFSchema = { type: 'boolean', oneOf: [{ const: true, title: 'Agree' }] };
    expect(of(titled, [{ label: 'Agree', value: true }])).toEqual(['Agree']);
  });
});
