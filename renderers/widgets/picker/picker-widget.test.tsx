import type { RJSFSchema } from '@rjsf/utils';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import catalog from '../../../schemas/messages/en.json';
import { WidgetHost, type WidgetHostProps } from '../widget-host.tsx';
import { PickerWidget } from './picker-widget.tsx';
import { findPicker, pickOption } from './picker-testing.ts';

const banks = [
  { value: 'BDO', label: 'BDO Unibank' },
  { value: 'BPI', label: 'Bank of the Philippine Islands (BPI)' },
  { value: 'MBTC', label: 'Metrobank' },
];
const schema: RJSFSchema = { type: 'string', oneOf: banks.map((bank) => ({ const: bank.value, title: bank.label })) };

function setup(props: Partial<WidgetHostProps> = {}) {
  const onChange = vi.fn();
  render(
    <WidgetHost
      widget={PickerWidget}
      schema={schema}
      label="Bank name"
      placeholder="Select your bank"
      options={{ enumOptions: banks }}
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange, user: userEvent.setup({ pointerEventsCheck: 0 }), trigger: screen.getByRole('button', { name: 'Bank name' }) };
}

/** The picker once it has loaded. */
async function openPopup(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement) {
  await user.click(trigger);
  return findPicker('Bank name');
}

describe('PickerWidget', () => {
  it('shows the placeholder when empty, named by its label', () => {
    const { trigger } = setup();
    expect(trigger).toHaveTextContent('Select your bank');
    expect(trigger).toHaveAccessibleDescription('Select your bank');
  });

  it('shows the chosen option’s title while the value is its type', () => {
    const { trigger } = setup({ value: 'MBTC' });
    expect(trigger).toHaveTextContent('Metrobank');
    expect(trigger).not.toHaveTextContent('MBTC');
  });

  it('loads the picker only when first opened', async () => {
    const { user, trigger } = setup();
    expect(document.querySelector('.adm-picker')).toBeNull();
    const popup = await openPopup(user, trigger);
    expect(popup.getByText('Bank name')).toBeInTheDocument();
    expect(popup.getByRole('button', { name: catalog['common.cancel'] })).toBeInTheDocument();
  });

  it('stores the picked option’s type on Confirm', async () => {
    const { user, trigger, onChange } = setup();
    const popup = await openPopup(user, trigger);
    await pickOption(popup, 'Bank of the Philippine Islands (BPI)');
    await user.click(popup.getByRole('button', { name: catalog['common.confirm'] }));
    expect(onChange).toHaveBeenLastCalledWith('BPI');
    await waitFor(() => expect(trigger).toHaveTextContent('Bank of the Philippine Islands (BPI)'));
    expect(trigger).toHaveFocus();
  });

  it('picks the option shown first when Confirm is tapped without turning the wheel', async () => {
    const { user, trigger, onChange } = setup();
    const popup = await openPopup(user, trigger);
    await waitFor(() => expect(popup.getByText('BDO Unibank').closest('[data-selected]')).toHaveAttribute('data-selected', 'true'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await user.click(popup.getByRole('button', { name: catalog['common.confirm'] }));
    expect(onChange).toHaveBeenLastCalledWith('BDO');
  });

  it('keeps the value on Cancel', async () => {
    const { user, trigger, onChange } = setup({ value: 'MBTC' });
    const popup = await openPopup(user, trigger);
    await pickOption(popup, 'BDO Unibank');
    await user.click(popup.getByRole('button', { name: catalog['common.cancel'] }));
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger).toHaveTextContent('Metrobank');
  });

  it('shows its error beside the field and names it in the description', () => {
    const { trigger } = setup({ rawErrors: [catalog['field.required']], required: true });
    expect(screen.getByText(catalog['field.required'])).toBeVisible();
    // The error replaces the required hint: the state is said once.
    expect(trigger).toHaveAccessibleDescription(`Select your bank ${catalog['field.required']}`);
  });

  it('says a required field is required in its description, since a button cannot carry aria-required', () => {
    const { trigger } = setup({ required: true });
    expect(trigger).toHaveAccessibleName('Bank name');
    expect(trigger).toHaveAccessibleDescription(`Select your bank ${catalog['field.requiredHint']}`);
    // Neither attribute is allowed on a button (axe aria-allowed-attr, critical).
    expect(trigger).not.toHaveAttribute('aria-required');
    expect(trigger).not.toHaveAttribute('aria-invalid');
  });

  it('cannot be tapped when disabled', () => {
    const { trigger } = setup({ disabled: true, value: 'BDO' });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveTextContent('BDO Unibank');
  });

  it('does not open when read-only', async () => {
    const { user, trigger } = setup({ readonly: true });
    await user.click(trigger);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.adm-picker')).toBeNull();
  });
});

describe('the wheel’s screen-reader labels', () => {
  it('are English, not antd-mobile’s built-in Chinese, and follow the choice', async () => {
    const { user, trigger } = setup({ value: 'BPI' });
    const popup = await openPopup(user, trigger);
    expect(await popup.findByRole('button', { name: 'Selected: Bank of the Philippine Islands (BPI)' })).toBeInTheDocument();
    expect(popup.getByRole('button', { name: 'Previous option: BDO Unibank' })).toBeInTheDocument();
    expect(popup.getByRole('button', { name: 'Next option: Metrobank' })).toBeInTheDocument();
    await pickOption(popup, 'Metrobank');
    await waitFor(() => expect(popup.getByRole('button', { name: 'Selected: Metrobank' })).toBeInTheDocument());
    expect(popup.getByText('-', { selector: '[aria-label="No next option"]' })).toBeInTheDocument();
    // (The mask's label follows antd-mobile's locale, which the app sets to English; this test sets none.)
    expect(document.querySelector('.adm-picker')!.outerHTML).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
