import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { message } from '../core/messages.ts';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { SchemaForm } from './SchemaForm.tsx';
import { spyOnConsoleError, widgetLoading } from './schema-form-test-support.ts';
import { findPicker, pickOption } from './widgets/picker/picker-testing.ts';

// Single choices drawn through SchemaForm, as a product person's schema draws them: the value picked is put in the
// form data with its own JSON type, and every option is drawn once, whatever that type.

type Data = { choice?: unknown };

const consoleError = spyOnConsoleError({ failAfterEach: false });

function formOf(choice: RJSFSchema, ui: UiSchema = {}, props: { required?: boolean; formData?: Data } = {}) {
  const onChange = vi.fn<(data: Data) => void>();
  const onSubmit = vi.fn<(data: Data) => void>();
  const schema: RJSFSchema = { type: 'object', required: props.required ? ['choice'] : [], properties: { choice: { title: 'Choice', ...choice } } };
  render(
    <SchemaForm<Data>
      schema={schema}
      uiSchema={{ choice: ui }}
      validator={createCfworkerValidator<Data>()}
      formData={props.formData}
      onChange={onChange}
      onSubmit={onSubmit}
    />,
  );
  const lastData = () => onChange.mock.lastCall?.[0];
  return { onChange, onSubmit, lastData, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const group = () => screen.findByRole('radiogroup', { name: 'Choice' }, widgetLoading);

describe('a few options: radios', () => {
  it.each([
    ['a string', { type: 'string', enum: ['cash', 'card', 'bank'] }, 'card', 'card'],
    ['a number', { type: 'number', enum: [1, 2.5, 3] }, '2.5', 2.5],
    ['an integer', { type: 'integer', enum: [10, 20] }, '20', 20],
    ['a boolean', { type: 'boolean', enum: [false, true], default: false }, message('widget.boolean.yes'), true],
    ['null', { type: ['string', 'null'], oneOf: [{ const: null, title: 'None' }, { const: 'x', title: 'Ex' }] }, 'None', null],
  ] as const)('puts %s in the data with its own type', async (_type, choice, label, value) => {
    const { user, lastData } = formOf(choice as unknown as RJSFSchema, { 'ui:widget': 'radio' });
    await user.click(within(await group()).getByRole('radio', { name: label }));
    expect(lastData()).toEqual({ choice: value });
    await waitFor(() => expect(within(screen.getByRole('radiogroup')).getByRole('radio', { name: label })).toBeChecked());
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('puts an object value in the data, draws every object option, and logs no key warning', async () => {
    const choice: RJSFSchema = { enum: [{ plan: 'a' }, { plan: 'b' }, { plan: 'a', months: 3 }, [1, 2]] };
    const { user, lastData } = formOf(choice, { 'ui:enumNames': ['Plan A', 'Plan B', 'Plan A, 3 months', 'A pair'] });
    const radios = within(await group()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Plan A', 'Plan B', 'Plan A, 3 months', 'A pair']);
    await user.click(screen.getByRole('radio', { name: 'Plan A, 3 months' }));
    expect(lastData()).toEqual({ choice: { plan: 'a', months: 3 } });
    await user.click(screen.getByRole('radio', { name: 'A pair' }));
    expect(lastData()).toEqual({ choice: [1, 2] });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'A pair' })).toBeChecked());
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('shows a pre-filled object value as its option, found by deep equality', async () => {
    formOf({ enum: [{ id: 1 }, { id: 2 }] }, { 'ui:enumNames': ['One', 'Two'] }, { formData: { choice: { id: 2 } } });
    expect(within(await group()).getByRole('radio', { name: 'Two' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'One' })).not.toBeChecked();
  });

  it.each([
    ['ui:enumNames', { type: 'string', enum: ['m', 'f'] }, { 'ui:enumNames': ['Male', 'Female'] }],
    ['the schema’s enumNames', { type: 'string', enum: ['m', 'f'], enumNames: ['Male', 'Female'] }, {}],
    ['each oneOf title', { type: 'string', oneOf: [{ const: 'm', title: 'Male' }, { const: 'f', title: 'Female' }] }, {}],
    ['each anyOf title', { type: 'string', anyOf: [{ const: 'm', title: 'Male' }, { const: 'f', title: 'Female' }] }, {}],
  ])('labels the options from %s', async (_source, choice, ui) => {
    const { user, lastData } = formOf(choice as unknown as RJSFSchema, ui);
    const radios = within(await group()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Male', 'Female']);
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(lastData()).toEqual({ choice: 'f' });
  });

  it('shows the required error in the frame and marks the group invalid', async () => {
    const { user, onSubmit } = formOf({ type: 'string', enum: ['a', 'b'] }, {}, { required: true });
    expect(await group()).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: message('common.confirm') }));
    expect(await screen.findByText(message('field.required'))).toBeVisible();
    expect(await group()).toHaveAttribute('aria-invalid', 'true');
    expect(await group()).toHaveAccessibleDescription(message('field.required'));
    expect(onSubmit).not.toHaveBeenCalled();
    // rjsf focuses the first invalid field: the group's first radio.
    expect(screen.getByRole('radio', { name: 'a' })).toHaveFocus();
  });

  it('cannot be changed when disabled or read-only', async () => {
    const { user, onChange } = formOf({ type: 'string', enum: ['a', 'b'] }, { 'ui:readonly': true }, { formData: { choice: 'a' } });
    await user.click(within(await group()).getByRole('radio', { name: 'b' }));
    expect(screen.getByRole('radio', { name: 'a' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'b' })).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
    expect(await group()).toHaveAttribute('aria-readonly', 'true');
  });

  it('disables every radio when disabled', async () => {
    formOf({ type: 'string', enum: ['a', 'b'] }, { 'ui:disabled': true });
    for (const radio of within(await group()).getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it.each(['radio', 'RadioWidget', 'SelectWidget'])('is drawn as radios for ui:widget %s', async (widget) => {
    formOf({ type: 'string', enum: ['a', 'b'] }, { 'ui:widget': widget });
    expect(within(await group()).getAllByRole('radio')).toHaveLength(2);
  });
});

describe('many options: the picker', () => {
  // An object-valued choice has no `type`: rjsf draws any `type: object` schema as an object of properties.
  const months = Array.from({ length: 12 }, (_, index) => ({ value: { months: index + 1 }, title: `${index + 1} months` }));
  const schema: RJSFSchema = { enum: months.map((month) => month.value) };
  const ui: UiSchema = { 'ui:enumNames': months.map((month) => month.title) };

  it('puts the picked object value in the data, and every option is on the wheel once', async () => {
    const { user, lastData } = formOf(schema, ui);
    const trigger = await screen.findByRole('button', { name: 'Choice' }, widgetLoading);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await user.click(trigger);
    const picker = await findPicker('Choice');
    for (const month of months) expect(picker.getByText(month.title)).toBeInTheDocument();
    await pickOption(picker, '7 months');
    await user.click(picker.getByRole('button', { name: message('common.confirm') }));
    expect(lastData()).toEqual({ choice: { months: 7 } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choice' })).toHaveTextContent('7 months'));
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('stays radios when the uiSchema asks for radios', async () => {
    formOf(schema, { ...ui, 'ui:widget': 'radio' });
    expect(within(await group()).getAllByRole('radio')).toHaveLength(12);
  });
});

describe('the selector', () => {
  it('puts the tapped tile’s value in the data, and a second tap clears it', async () => {
    const { user, lastData } = formOf({ type: 'integer', oneOf: [{ const: 7, title: 'A week' }, { const: 14, title: 'Two weeks' }] }, { 'ui:widget': 'selector' });
    const tile = async () => within(await screen.findByRole('listbox', { name: 'Choice' }, widgetLoading)).getByRole('option', { name: 'Two weeks' });
    await user.click(await tile());
    expect(lastData()).toEqual({ choice: 14 });
    await waitFor(async () => expect(await tile()).toHaveAttribute('aria-selected', 'true'));
    await user.click(await tile());
    expect(lastData()).toEqual({});
  });
});
