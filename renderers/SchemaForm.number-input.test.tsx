import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { message } from '../core/messages.ts';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { SchemaForm } from './SchemaForm.tsx';

type Data = Record<string, unknown>;

// The run-time validator, and ajv as the precompiled validators and the server run it (it names each bound).
const cfworker = createCfworkerValidator<Data>();
const ajv = customizeValidator<Data>() as ValidatorType<Data>;

function setup(schema: RJSFSchema, validator: ValidatorType<Data> = cfworker) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  render(<SchemaForm<Data> schema={schema} validator={validator} onSubmit={onSubmit} onChange={onChange} />);
  const submit = () => user.click(screen.getByRole('button', { name: message('common.confirm') }));
  return { user, onSubmit, onChange, submit };
}

const amount: RJSFSchema = { type: 'object', properties: { amount: { type: 'number', title: 'Amount' } } };
const lastData = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0] as Data | undefined;

describe('a number field with no ui:widget', () => {
  it('is a text input with the decimal keyboard, an integer with the numeric one', () => {
    setup({ type: 'object', properties: { amount: { type: 'number', title: 'Amount' }, count: { type: 'integer', title: 'Count' } } });
    expect(screen.getByLabelText('Amount')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Amount')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Count')).toHaveAttribute('inputmode', 'numeric');
  });

  it('submits 3.14 typed as 3.14', async () => {
    const { user, onSubmit, submit } = setup(amount);
    await user.type(screen.getByLabelText('Amount'), '3.14');
    expect(screen.getByLabelText('Amount')).toHaveValue('3.14');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ amount: 3.14 });
  });

  it('keeps a minus sign, then reads -5', async () => {
    const { user, onSubmit, onChange, submit } = setup(amount);
    const input = screen.getByLabelText('Amount');
    await user.type(input, '-');
    expect(input).toHaveValue('-');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(lastData(onChange)?.amount).toBeUndefined();
    await user.type(input, '5');
    expect(input).toHaveValue('-5');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ amount: -5 });
  });

  it('shows "3." while the data holds 3, and "0.0" while it holds 0', async () => {
    const { user, onChange } = setup(amount);
    const input = screen.getByLabelText('Amount');
    await user.type(input, '3.');
    await waitFor(() => expect(lastData(onChange)).toEqual({ amount: 3 }));
    expect(input).toHaveValue('3.');
    await user.clear(input);
    await user.type(input, '0.0');
    await waitFor(() => expect(lastData(onChange)).toEqual({ amount: 0 }));
    expect(input).toHaveValue('0.0');
  });

  it.each(['abc', '1e', '1.2.3', '-'])('shows %s as typed, says it is not a number, and never puts NaN in the data', async (text) => {
    const { user, onSubmit, onChange, submit } = setup(amount);
    const input = screen.getByLabelText('Amount');
    await user.type(input, text);
    expect(input).toHaveValue(text);
    expect(screen.queryByText(message('field.notANumber'))).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(message('field.notANumber'))).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    for (const [data] of onChange.mock.calls as [Data][]) expect(Number.isNaN(data.amount)).toBe(false);
    expect(input).toHaveValue(text);
    await submit();
    for (const [data] of onSubmit.mock.calls as [Data][]) expect(data.amount).toBeUndefined();
    // Fixing the text clears the error.
    await user.clear(input);
    await user.type(input, '12');
    expect(screen.queryByText(message('field.notANumber'))).not.toBeInTheDocument();
  });

  it('says "Enter a number", not "required", for a required field left with text that is no number', async () => {
    const { user, onSubmit, submit } = setup({ ...amount, required: ['amount'] });
    await user.type(screen.getByLabelText('Amount'), '1e');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(message('field.notANumber'))).toBeInTheDocument();
    expect(screen.queryByText(message('field.required'))).not.toBeInTheDocument();
  });

  it('refuses a decimal in an integer field with its own message', async () => {
    const { user, onSubmit, submit } = setup({ type: 'object', properties: { count: { type: 'integer', title: 'Count' } } });
    await user.type(screen.getByLabelText('Count'), '2.5');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(message('field.wholeNumber'))).toBeInTheDocument();
  });

  it.each<[string, RJSFSchema, string, string]>([
    ['minimum', { type: 'number', minimum: 10 }, '9', message('field.minimum', { limit: 10 })],
    ['maximum', { type: 'number', maximum: 100 }, '100.5', message('field.maximum', { limit: 100 })],
    ['exclusiveMinimum', { type: 'number', exclusiveMinimum: 0 }, '0', message('field.exclusiveMinimum', { limit: 0 })],
    ['exclusiveMaximum', { type: 'integer', exclusiveMaximum: 5 }, '5', message('field.exclusiveMaximum', { limit: 5 })],
    ['multipleOf', { type: 'number', multipleOf: 0.5 }, '1.2', message('field.multipleOf', { multipleOf: 0.5 })],
  ])('says the %s bound in the catalog words', async (_keyword, field, typed, expected) => {
    const { user, onSubmit, submit } = setup({ type: 'object', properties: { amount: { ...field, title: 'Amount' } } }, ajv);
    await user.type(screen.getByLabelText('Amount'), typed);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('shows a value set from the data, and replaces the text when the data changes elsewhere', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { rerender } = render(<SchemaForm<Data> schema={amount} validator={cfworker} formData={{ amount: 2.5 }} />);
    expect(screen.getByLabelText('Amount')).toHaveValue('2.5');
    await user.type(screen.getByLabelText('Amount'), '0');
    expect(screen.getByLabelText('Amount')).toHaveValue('2.50');
    rerender(<SchemaForm<Data> schema={amount} validator={cfworker} formData={{ amount: 7 }} />);
    await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveValue('7'));
  });
});
