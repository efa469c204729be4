import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetHost, type WidgetHostProps } from '../widget-host.tsx';
import { PhoneWidget } from './phone-widget.tsx';

const schema = { type: 'string', maxLength: 11 } as const;

function setup(props: Partial<WidgetHostProps> = {}) {
  const onChange = vi.fn();
  render(<WidgetHost widget={PhoneWidget} schema={schema} label="Mobile number" onChange={onChange} {...props} />);
  const input = screen.getByLabelText<HTMLInputElement>('Mobile number');
  return { onChange, user: userEvent.setup({ pointerEventsCheck: 0 }), input };
}

describe('PhoneWidget', () => {
  it('is a telephone input with the numeric keyboard', () => {
    const { input } = setup({ placeholder: '09XX XXX XXXX' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', '09XX XXX XXXX');
  });

  it.each([
    ['0917', '0917', '0917'],
    ['09171', '0917 1', '09171'],
    ['0917123', '0917 123', '0917123'],
    ['09171234567', '0917 123 4567', '09171234567'],
    ['0917-123-4567 ext', '0917 123 4567', '09171234567'],
    ['091712345678999', '0917 123 4567', '09171234567'],
  ])('typing %j shows %j and gives %j', async (typed, shown, value) => {
    const { input, user, onChange } = setup();
    await user.type(input, typed);
    expect(input).toHaveValue(shown);
    expect(onChange).toHaveBeenLastCalledWith(value);
  });

  it('shows a stored number grouped', () => {
    const { input } = setup({ value: '09281234567' });
    expect(input).toHaveValue('0928 123 4567');
  });

  it('takes another grouping from ui:options.groups', async () => {
    const { input, user } = setup({ options: { groups: [3, 4, 4] } });
    await user.type(input, '13812345678');
    expect(input).toHaveValue('138 1234 5678');
  });

  it('keeps the caret after the digit typed in the middle', async () => {
    const { input, user, onChange } = setup({ value: '0917123456' });
    // Caret after "0917 1", then type 9: the digits shift across a group boundary.
    input.focus();
    input.setSelectionRange(6, 6);
    await user.keyboard('9');
    expect(onChange).toHaveBeenLastCalledWith('09171923456');
    expect(input).toHaveValue('0917 192 3456');
    expect(input.selectionStart).toBe(7);
  });

  it('deletes the digit before a separator on backspace', async () => {
    const { input, user, onChange } = setup({ value: '0917123' });
    input.focus();
    input.setSelectionRange(5, 5); // just after "0917 "
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('091123');
    expect(input).toHaveValue('0911 23');
    expect(input.selectionStart).toBe(3);
  });

  it('gives undefined when emptied, so required catches it', async () => {
    const { input, user, onChange } = setup({ value: '0917' });
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('shows its error and can be read-only', () => {
    const { input } = setup({ rawErrors: ['This field is required.'], readonly: true });
    expect(input).toHaveAccessibleDescription('This field is required.');
    expect(input).toHaveAttribute('readonly');
  });
});
