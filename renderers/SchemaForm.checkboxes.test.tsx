import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { message } from '../core/messages.ts';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { SchemaForm } from './SchemaForm.tsx';
import { spyOnConsoleError, widgetLoading } from './schema-form-test-support.ts';

// Arrays of unique choices drawn through SchemaForm: each box adds or removes its option's value, of any JSON type,
// and the array keeps the options' order.

type Data = { purposes?: unknown[] };

spyOnConsoleError({ failAfterEach: true });

function formOf(items: RJSFSchema, ui: UiSchema = { 'ui:widget': 'checkboxes' }, props: { formData?: Data; minItems?: number } = {}) {
  const onChange = vi.fn<(data: Data) => void>();
  const schema: RJSFSchema = {
    type: 'object',
    properties: { purposes: { type: 'array', title: 'Loan purposes', uniqueItems: true, minItems: props.minItems, items } },
  };
  render(<SchemaForm<Data> schema={schema} uiSchema={{ purposes: ui }} validator={createCfworkerValidator<Data>()} formData={props.formData} onChange={onChange} />);
  return { lastData: () => onChange.mock.lastCall?.[0], user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const group = () => screen.findByRole('group', { name: 'Loan purposes' }, widgetLoading);
const box = async (name: string) => within(await group()).getByRole('checkbox', { name });

describe('checkboxes', () => {
  it.each([{ 'ui:widget': 'checkboxes' }, { 'ui:widget': 'CheckboxesWidget' }, {}])('toggle items in the array, in the options’ order (%o)', async (ui) => {
    const { user, lastData } = formOf({ type: 'string', enum: ['school', 'business', 'bills'] }, ui);
    await user.click(await box('bills'));
    expect(lastData()).toEqual({ purposes: ['bills'] });
    await user.click(await box('school'));
    expect(lastData()).toEqual({ purposes: ['school', 'bills'] });
    await waitFor(async () => expect(await box('school')).toBeChecked());
    await user.click(await box('bills'));
    expect(lastData()).toEqual({ purposes: ['school'] });
    await waitFor(async () => expect(await box('bills')).not.toBeChecked());
  });

  it('holds numbers and objects as they are, draws every object option, and logs no key warning', async () => {
    const items: RJSFSchema = { enum: [{ id: 1 }, { id: 2 }, { id: 1, extra: true }, 4] };
    const { user, lastData } = formOf(items, { 'ui:widget': 'checkboxes', items: { 'ui:enumNames': ['One', 'Two', 'One, extra', 'Four'] } });
    const boxes = within(await group()).getAllByRole('checkbox');
    expect(boxes.map((input) => input.closest('label')?.textContent)).toEqual(['One', 'Two', 'One, extra', 'Four']);
    await user.click(await box('Four'));
    await user.click(await box('One, extra'));
    expect(lastData()).toEqual({ purposes: [{ id: 1, extra: true }, 4] });
    await waitFor(async () => expect(await box('One, extra')).toBeChecked());
    expect(await box('One')).not.toBeChecked();
  });

  it('labels the options from their oneOf titles', async () => {
    const items: RJSFSchema = { type: 'integer', oneOf: [{ const: 1, title: 'School fees' }, { const: 2, title: 'Business' }] };
    const { user, lastData } = formOf(items);
    await user.click(await box('Business'));
    expect(lastData()).toEqual({ purposes: [2] });
  });

  it('shows its error once, in the frame, linked to the group', async () => {
    const { user } = formOf({ type: 'string', enum: ['a', 'b'] }, { 'ui:widget': 'checkboxes' }, { minItems: 1, formData: { purposes: [] } });
    await user.click(screen.getByRole('button', { name: message('common.confirm') }));
    expect(await screen.findByText(message('field.invalid'))).toBeVisible();
    expect(await group()).toHaveAccessibleDescription(message('field.invalid'));
  });

  it('is disabled when disabled', async () => {
    formOf({ type: 'string', enum: ['a', 'b'] }, { 'ui:widget': 'checkboxes', 'ui:disabled': true });
    for (const input of within(await group()).getAllByRole('checkbox')) expect(input).toBeDisabled();
  });

  it('keeps its items when read-only, and says so', async () => {
    const { user, lastData } = formOf({ type: 'string', enum: ['a', 'b'] }, { 'ui:widget': 'checkboxes', 'ui:readonly': true }, { formData: { purposes: ['a'] } });
    await user.click(await box('b'));
    expect(lastData()).toBeUndefined();
    expect(await box('a')).toBeChecked();
    expect(await box('b')).not.toBeChecked();
    expect(await box('a')).toHaveAttribute('aria-readonly', 'true');
  });
});

describe('the multiple selector', () => {
  it('toggles items in the array', async () => {
    const { user, lastData } = formOf({ type: 'string', enum: ['a', 'b', 'c'] }, { 'ui:widget': 'selector' });
    const tile = async (name: string) => within(await screen.findByRole('listbox', { name: 'Loan purposes' }, widgetLoading)).getByRole('option', { name });
    expect(await screen.findByRole('listbox', { name: 'Loan purposes' }, widgetLoading)).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(await tile('c'));
    await waitFor(async () => expect(await tile('c')).toHaveAttribute('aria-selected', 'true'));
    await user.click(await tile('a'));
    expect(lastData()).toEqual({ purposes: ['a', 'c'] });
  });
});
