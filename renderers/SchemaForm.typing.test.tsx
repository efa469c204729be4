// A key press paints what was typed before rjsf rebuilds the form (widgets/typed-value.ts): these check that the
// form still ends up with every key, whatever reads its data first, and that the rebuild is left out of the key's
// own render.
import type { ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { message } from '../core/messages.ts';
import { SchemaForm } from './SchemaForm.tsx';
import { ObjectFieldTemplate } from './templates/object-field-template.tsx';
import { typeInto, typeOutsideAct } from './widgets/typing-test-support.ts';

type Data = { name?: string; city?: string };

const schema: RJSFSchema = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', title: 'Name' }, city: { type: 'string', title: 'City' } },
};

const validator = createCfworkerValidator<Data>();
const required = message('field.required');

typeOutsideAct();

/** React applies the updates of a blur or a submit in a microtask, and the form's rebuild in a later task. */
const microtask = () => Promise.resolve();
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function Caller({ onSubmit = () => {}, reshape = false, uiSchema }: { onSubmit?: (data: Data) => void; reshape?: boolean; uiSchema?: UiSchema<Data> }) {
  const [data, setData] = useState<Data>({});
  return (
    <>
      <button type="button" onClick={() => setData({ name: 'Restored', city: 'Cebu' })}>
        restore
      </button>
      <SchemaForm<Data>
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={data}
        onChange={(next) => setData(reshape ? { ...next } : next)}
        onSubmit={onSubmit}
      />
      <output>{JSON.stringify(data)}</output>
    </>
  );
}

const stored = (): unknown => JSON.parse(screen.getByRole('status').textContent ?? '');
const form = () => screen.getByRole('button', { name: message('common.confirm') }).closest('form')!;

describe('SchemaForm while typing', () => {
  it('paints a key before the form is rebuilt, and hands it to the caller after', async () => {
    render(<Caller />);
    typeInto(screen.getByLabelText('Name'), 'Maria');
    expect(screen.getByLabelText('Name')).toHaveValue('Maria');
    await microtask();
    expect(stored()).toEqual({});
    await waitFor(() => expect(stored()).toEqual({ name: 'Maria' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Maria');
  });

  it('submits the last key typed, though the submit comes before the form is rebuilt', async () => {
    const onSubmit = vi.fn();
    render(<Caller onSubmit={onSubmit} />);
    typeInto(screen.getByLabelText('Name'), 'Maria');
    typeInto(screen.getByLabelText('City'), 'Davao');
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Maria', city: 'Davao' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(required)).not.toBeInTheDocument();
  });

  it('hands what was typed to the caller when the field loses focus, before the rebuild', async () => {
    render(<Caller />);
    const input = screen.getByLabelText('City');
    typeInto(input, 'Iloilo');
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await microtask();
    expect(stored()).toEqual({ city: 'Iloilo' });
  });

  it('shows data the caller changes itself, after what was typed', async () => {
    render(<Caller />);
    typeInto(screen.getByLabelText('Name'), 'Jo');
    await waitFor(() => expect(stored()).toEqual({ name: 'Jo' }));
    screen.getByRole('button', { name: 'restore' }).click();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Restored'));
    expect(screen.getByLabelText('City')).toHaveValue('Cebu');
  });

  it('shows errors following each key once submitted', async () => {
    render(<Caller />);
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(screen.getByText(required)).toBeInTheDocument());
    typeInto(screen.getByLabelText('Name'), 'M');
    await waitFor(() => expect(screen.queryByText(required)).not.toBeInTheDocument());
    typeInto(screen.getByLabelText('Name'), '');
    await waitFor(() => expect(screen.getByText(required)).toBeInTheDocument());
  });

  it.each([
    ['stores what the form reported', false],
    ['stores a copy of it', true],
  ])("draws the form's fields once per key when the caller %s", async (_case, reshape) => {
    const drawn = vi.fn();
    const CountingTemplate = (props: ObjectFieldTemplateProps<Data>) => {
      drawn();
      return <ObjectFieldTemplate {...(props as ObjectFieldTemplateProps)} />;
    };
    render(<Caller reshape={reshape} uiSchema={{ 'ui:ObjectFieldTemplate': CountingTemplate }} />);
    typeInto(screen.getByLabelText('Name'), 'M');
    await waitFor(() => expect(stored()).toEqual({ name: 'M' }));
    await nextTask();
    drawn.mockClear();
    typeInto(screen.getByLabelText('Name'), 'Ma');
    await waitFor(() => expect(stored()).toEqual({ name: 'Ma' }));
    await nextTask();
    expect(drawn).toHaveBeenCalledTimes(1);
  });
});
