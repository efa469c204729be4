import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import catalog from '../../../schemas/messages/en.json';
import { WidgetHost, type WidgetHostProps } from '../widget-host.tsx';
import { BankCardWidget } from './bank-card-widget.tsx';

function setup(props: Partial<WidgetHostProps> = {}) {
  const onChange = vi.fn();
  render(<WidgetHost widget={BankCardWidget} schema={{ type: 'string' }} label="Account number" placeholder="Enter your bank account number" onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup({ pointerEventsCheck: 0 }), input: screen.getByLabelText('Account number') };
}

describe('BankCardWidget', () => {
  it('shows the digits in groups of four while the value stays bare digits', async () => {
    const { input, user, onChange } = setup();
    await user.type(input, '1234567890123456');
    expect(input).toHaveValue('1234 5678 9012 3456');
    expect(onChange).toHaveBeenLastCalledWith('1234567890123456');
  });

  it('keeps digits only from typing and pasting', async () => {
    const { input, user, onChange } = setup();
    await user.type(input, '12ab-34');
    await user.paste(' 5678 x9');
    expect(input).toHaveValue('1234 5678 9');
    expect(onChange).toHaveBeenLastCalledWith('123456789');
  });

  it('shows a stored value grouped, with the placeholder when empty', () => {
    setup({ value: '00112233445' });
    expect(screen.getByLabelText('Account number')).toHaveValue('0011 2233 445');
  });

  it('asks for the numeric keyboard and shows the placeholder', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', 'Enter your bank account number');
  });

  it('shows its error as the input’s description', () => {
    const { input } = setup({ rawErrors: [catalog['field.required']] });
    expect(input).toHaveAccessibleDescription(catalog['field.required']);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
