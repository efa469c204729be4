import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { message } from '../core/messages.ts';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { SchemaForm } from './SchemaForm.tsx';
import { findPicker, pickOption } from './widgets/picker/picker-testing.ts';
import { fromDateTimeValue, toDateTimeValue, toDateValue } from './widgets/date-time/date-values.ts';

type Data = Record<string, unknown>;
const validator = createCfworkerValidator<Data>();

function setup(schema: RJSFSchema, uiSchema?: UiSchema<Data>, formData?: Data) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const onSubmit = vi.fn();
  render(<SchemaForm<Data> schema={schema} uiSchema={uiSchema} validator={validator} formData={formData} onSubmit={onSubmit} />);
  return { user, onSubmit };
}

const form = (field: RJSFSchema): RJSFSchema => ({ type: 'object', required: ['when'], properties: { when: { title: 'When', ...field } } });

/** Opens the field's picker and taps its Confirm (the popup's, not the form's submit). */
async function confirmPicker(user: ReturnType<typeof userEvent.setup>, label: string, pick?: (popup: Awaited<ReturnType<typeof findPicker>>) => Promise<void>) {
  await user.click(await screen.findByRole('button', { name: label }, { timeout: 5000 }));
  const popup = await findPicker(label);
  await pick?.(popup);
  await new Promise((resolve) => setTimeout(resolve, 30));
  await user.click(popup.getByRole('button', { name: message('common.confirm') }));
}

const formSubmit = () => screen.getAllByRole('button', { name: message('common.confirm') }).find((button) => button.getAttribute('type') === 'submit')!;

// The first test also loads the form and the pickers' code, on a busy machine.
describe('the date, date-time and time widgets', { timeout: 30_000 }, () => {
  it('draws format date with the day picker and submits YYYY-MM-DD', async () => {
    const { user, onSubmit } = setup(form({ type: 'string', format: 'date' }));
    await confirmPicker(user, 'When');
    await user.click(formSubmit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ when: toDateValue(new Date()) }));
  });

  it('shows a stored date in words, and keeps it', async () => {
    const { user, onSubmit } = setup(form({ type: 'string', format: 'date' }), undefined, { when: '1990-02-14' });
    expect(await screen.findByRole('button', { name: 'When' }, { timeout: 5000 })).toHaveTextContent('Feb 14, 1990');
    await user.click(formSubmit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ when: '1990-02-14' }));
  });

  it('draws format date-time with the minute picker and submits RFC 3339 with an offset', async () => {
    const { user, onSubmit } = setup(form({ type: 'string', format: 'date-time' }));
    await confirmPicker(user, 'When');
    await user.click(formSubmit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const { when } = onSubmit.mock.lastCall![0] as { when: string };
    expect(when).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00(Z|[+-]\d{2}:\d{2})$/);
    expect(Math.abs(fromDateTimeValue(when)!.getTime() - Date.now())).toBeLessThan(5 * 60_000);
    expect(toDateTimeValue(fromDateTimeValue(when)!)).toBe(when);
  });

  it('draws format time with hour and minute wheels and submits HH:MM:SS', async () => {
    const { user, onSubmit } = setup(form({ type: 'string', format: 'time' }));
    await confirmPicker(user, 'When', async () => {
      const [hours, minutes] = Array.from(document.querySelectorAll<HTMLElement>('.adm-picker-view-column'));
      await pickOption(within(hours!), '14');
      await pickOption(within(minutes!), '35');
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'When' })).toHaveTextContent('14:35'));
    await user.click(formSubmit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ when: '14:35:00' }));
  });

  it.each([['DateWidget'], ['alt-date'], ['date']])('draws ui:widget %s with our picker, not a stock input', async (widget) => {
    setup(form({ type: 'string' }), { when: { 'ui:widget': widget } });
    expect(await screen.findByRole('button', { name: 'When' }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it('says a required date is missing beside it', async () => {
    const { user, onSubmit } = setup(form({ type: 'string', format: 'date' }));
    await screen.findByRole('button', { name: 'When' }, { timeout: 5000 });
    await user.click(formSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(message('field.required'))).toBeInTheDocument();
  });
});
