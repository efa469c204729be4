import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { message } from '../core/messages.ts';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { SchemaForm } from './SchemaForm.tsx';
import { spyOnConsoleError, widgetLoading } from './schema-form-test-support.ts';

// A boolean drawn through SchemaForm: a Switch unless the uiSchema names a checkbox, radios when oneOf titles the
// answers; the data holds true or false, never a string.

type Data = { agree?: boolean };

spyOnConsoleError({ failAfterEach: true });

function formOf(ui: UiSchema = {}, props: { required?: boolean; formData?: Data; agree?: RJSFSchema } = {}) {
  const onChange = vi.fn<(data: Data) => void>();
  const onSubmit = vi.fn<(data: Data) => void>();
  const schema: RJSFSchema = {
    type: 'object',
    required: props.required ? ['agree'] : [],
    properties: { agree: { type: 'boolean', title: 'Send me offers', ...props.agree } },
  };
  render(<SchemaForm<Data> schema={schema} uiSchema={{ agree: ui }} validator={createCfworkerValidator<Data>()} formData={props.formData} onChange={onChange} onSubmit={onSubmit} />);
  return { onSubmit, lastData: () => onChange.mock.lastCall?.[0], user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const theSwitch = () => screen.findByRole('switch', { name: 'Send me offers' }, widgetLoading);
const theCheckbox = () => screen.findByRole('checkbox', { name: 'Send me offers' }, widgetLoading);

describe('the Switch, a boolean’s default', () => {
  it.each([{}, { 'ui:widget': 'switch' }])('flips the boolean in the data (%o)', async (ui) => {
    const { user, lastData } = formOf(ui);
    expect(await theSwitch()).toHaveAttribute('aria-checked', 'false');
    await user.click(await theSwitch());
    expect(lastData()).toEqual({ agree: true });
    await waitFor(async () => expect(await theSwitch()).toHaveAttribute('aria-checked', 'true'));
    await user.click(await theSwitch());
    expect(lastData()).toEqual({ agree: false });
  });

  it('takes the focus and flips on Space and Enter', async () => {
    const { user, lastData } = formOf();
    await user.tab();
    expect(await theSwitch()).toHaveFocus();
    await user.keyboard(' ');
    expect(lastData()).toEqual({ agree: true });
    await waitFor(async () => expect(await theSwitch()).toHaveAttribute('aria-checked', 'true'));
    await user.keyboard('{Enter}');
    expect(lastData()).toEqual({ agree: false });
  });

  // rjsf gives a required boolean false (and const its value), so a consent that must be given says enum: [true].
  it('shows its error in the frame and links it', async () => {
    const { user, onSubmit } = formOf({}, { required: true, agree: { enum: [true] } });
    expect(await theSwitch()).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: message('common.confirm') }));
    expect(await screen.findByText(message('field.invalid'))).toBeVisible();
    expect(await theSwitch()).toHaveAttribute('aria-invalid', 'true');
    expect(await theSwitch()).toHaveAccessibleDescription(message('field.invalid'));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(await theSwitch());
    await waitFor(() => expect(screen.queryByText(message('field.invalid'))).toBeNull());
  });

  it.each([{ 'ui:disabled': true }, { 'ui:readonly': true }])('keeps its value when %o', async (ui) => {
    const { user, lastData } = formOf(ui, { formData: { agree: true } });
    await user.click(await theSwitch());
    await user.keyboard(' ');
    expect(lastData()).toBeUndefined();
    expect(await theSwitch()).toHaveAttribute('aria-checked', 'true');
  });

  it('says it is read-only', async () => {
    formOf({ 'ui:readonly': true });
    expect(await theSwitch()).toHaveAttribute('aria-readonly', 'true');
  });
});

describe('the Checkbox, when the uiSchema names it', () => {
  it.each(['checkbox', 'CheckboxWidget'])('ticks the boolean in the data for ui:widget %s', async (widget) => {
    const { user, lastData } = formOf({ 'ui:widget': widget });
    expect(screen.queryByRole('switch')).toBeNull();
    await user.click(await theCheckbox());
    expect(lastData()).toEqual({ agree: true });
    await waitFor(async () => expect(await theCheckbox()).toBeChecked());
    await user.click(await theCheckbox());
    expect(lastData()).toEqual({ agree: false });
  });

  it('shows its error in the frame, on the native box', async () => {
    const { user } = formOf({ 'ui:widget': 'checkbox' }, { required: true, agree: { enum: [true] } });
    expect(await theCheckbox()).toBeRequired();
    await user.click(screen.getByRole('button', { name: message('common.confirm') }));
    expect(await screen.findByText(message('field.invalid'))).toBeVisible();
    await waitFor(async () => expect(await theCheckbox()).toHaveAttribute('aria-invalid', 'true'));
    expect(await theCheckbox()).toHaveAccessibleDescription(message('field.invalid'));
  });

  it('is disabled', async () => {
    formOf({ 'ui:widget': 'checkbox', 'ui:disabled': true });
    expect(await theCheckbox()).toBeDisabled();
  });

  it('keeps its value when read-only', async () => {
    const { user, lastData } = formOf({ 'ui:widget': 'checkbox', 'ui:readonly': true }, { formData: { agree: true } });
    await user.click(await theCheckbox());
    expect(lastData()).toBeUndefined();
    expect(await theCheckbox()).toBeChecked();
    expect(await theCheckbox()).toHaveAttribute('aria-readonly', 'true');
  });
});

describe('radios, when oneOf titles the answers', () => {
  it('puts the picked boolean in the data', async () => {
    const agree: RJSFSchema = { oneOf: [{ const: true, title: 'Yes, send them' }, { const: false, title: 'No offers' }] };
    const { user, lastData } = formOf({}, { agree });
    const group = await screen.findByRole('radiogroup', { name: 'Send me offers' }, widgetLoading);
    await user.click(within(group).getByRole('radio', { name: 'No offers' }));
    expect(lastData()).toEqual({ agree: false });
    await user.click(screen.getByRole('radio', { name: 'Yes, send them' }));
    expect(lastData()).toEqual({ agree: true });
  });

  it('labels true and false from the catalog for ui:widget radio', async () => {
    const { user, lastData } = formOf({ 'ui:widget': 'radio' });
    const group = await screen.findByRole('radiogroup', { name: 'Send me offers' }, widgetLoading);
    await user.click(within(group).getByRole('radio', { name: message('widget.boolean.no') }));
    expect(lastData()).toEqual({ agree: false });
  });
});
