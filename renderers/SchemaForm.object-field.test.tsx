// Our ObjectField (renderers/fields/object-field.tsx) re-renders only the field a key press changed: these count
// a widget's renders per field.
import { getDefaultRegistry, getTestRegistry } from '@rjsf/core';
import { toFieldPathId, type ErrorSchema, type FieldProps, type Registry, type RJSFSchema, type UiSchema, type WidgetProps } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { message } from '../core/messages.ts';
import { SchemaForm } from './SchemaForm.tsx';
import { ObjectField } from './fields/object-field.tsx';

type Data = Record<string, string | undefined>;

const renders = new Map<string, number>();
const shownErrors = new Map<string, number>();

function CountingWidget({ id, value, onChange, rawErrors }: WidgetProps) {
  renders.set(id, (renders.get(id) ?? 0) + 1);
  shownErrors.set(id, rawErrors?.length ?? 0);
  return <input id={id} aria-label={id} value={(value as string | undefined) ?? ''} onChange={(event) => onChange(event.target.value)} />;
}

const names = ['first', 'second', 'third'];

function Caller({ schema }: { schema: RJSFSchema }) {
  const [data, setData] = useState<Data>({});
  const uiSchema: UiSchema<Data> = Object.fromEntries(names.map((name) => [name, { 'ui:widget': CountingWidget }]));
  return <SchemaForm<Data> schema={schema} uiSchema={uiSchema} validator={createCfworkerValidator<Data>()} formData={data} onChange={setData} />;
}

const plain: RJSFSchema = {
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, { type: 'string', minLength: 3 }])),
  required: names,
};

describe('ObjectField', () => {
  it('does not re-render untouched fields when another field changes', async () => {
    renders.clear();
    render(<Caller schema={plain} />);
    const before = new Map(renders);
    await userEvent.type(screen.getByLabelText('root_second'), 'abcd');
    expect(screen.getByLabelText('root_second')).toHaveValue('abcd');
    expect(renders.get('root_second')).toBeGreaterThanOrEqual((before.get('root_second') ?? 0) + 4);
    expect(renders.get('root_first')).toBe(before.get('root_first'));
    expect(renders.get('root_third')).toBe(before.get('root_third'));
  });

  it('re-renders a field whose errors changed, and only that one', async () => {
    renders.clear();
    render(<Caller schema={plain} />);
    await userEvent.click(screen.getByRole('button', { name: message('common.confirm') }));
    // After a submit errors follow every change: typing three letters into the first field clears only its error.
    expect(shownErrors.get('root_first')).toBeGreaterThan(0);
    const before = new Map(renders);
    await userEvent.type(screen.getByLabelText('root_first'), 'abc');
    expect(renders.get('root_first')).toBeGreaterThan(before.get('root_first') ?? 0);
    expect(shownErrors.get('root_first')).toBe(0);
    expect(shownErrors.get('root_third')).toBeGreaterThan(0);
    expect(renders.get('root_third')).toBe(before.get('root_third'));
  });
});

// What rjsf hands an object field on each change: the same schema, but a fresh uiSchema and errorSchema.
function objectProps(registry: Registry, formData: Data): FieldProps {
  const props: FieldProps = {
    name: '',
    schema: plain,
    uiSchema: Object.fromEntries(names.map((name) => [name, { 'ui:title': name }])),
    errorSchema: Object.fromEntries(names.map((name) => [name, { __errors: formData[name] ? [] : ['required'] }])) as ErrorSchema,
    formData,
    fieldPathId: toFieldPathId('', registry.globalFormOptions),
    onChange: noop,
    onBlur: noop,
    onFocus: noop,
    registry,
  };
  return props;
}

function noop() {}

describe.each([
  ['ours', ObjectField, true],
  ["rjsf's own", getDefaultRegistry().fields.ObjectField as ComponentType<FieldProps>, false],
] as const)('%s ObjectField given a change of one property', (_, Field, skips) => {
  it(skips ? 'asks only that property to render' : 'asks every property to render', () => {
    const calls: string[] = [];
    function CountingSchemaField({ name }: FieldProps) {
      calls.push(name);
      return null;
    }
    const registry = getTestRegistry(plain, { SchemaField: CountingSchemaField });
    const { rerender } = render(<Field {...objectProps(registry, { first: 'a', second: 'b' })} />);
    calls.length = 0;
    rerender(<Field {...objectProps(registry, { first: 'a', second: 'bc' })} />);
    expect(calls).toEqual(skips ? ['second'] : names);
  });
});
