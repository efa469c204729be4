import type { RJSFSchema } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetHost, type WidgetHostProps } from '../widget-host.tsx';
import { NumberWidget } from './number-widget.tsx';

function setup(schema: RJSFSchema, props: Partial<WidgetHostProps> = {}) {
  const onChange = vi.fn();
  render(<WidgetHost widget={NumberWidget} schema={schema} label="Account number" onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup({ pointerEventsCheck: 0 }), input: screen.getByLabelText('Account number') };
}

describe('NumberWidget', () => {
  it('asks for the numeric keyboard', () => {
    const { input } = setup({ type: 'string' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it.each([
    ['typed letters and signs', 'a1b2-3 4.5', '12345'],
    ['only letters', 'abc', undefined],
  ])('keeps digits only: %s', async (_case, typed, expected) => {
    const { input, user, onChange } = setup({ type: 'string' });
    await user.type(input, typed);
    expect(input).toHaveValue(expected ?? '');
    expect(onChange.mock.lastCall?.[0]).toBe(expected);
  });

  it('keeps digits only from a paste, up to maxLength', async () => {
    const { input, user, onChange } = setup({ type: 'string', maxLength: 6 });
    await user.click(input);
    await user.paste('PIN: 12-34-56-78');
    expect(input).toHaveValue('123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
  });

  it('gives a number for a numeric schema', async () => {
    const { input, user, onChange } = setup({ type: 'integer' });
    await user.type(input, '42');
    expect(onChange).toHaveBeenLastCalledWith(42);
  });

  it('groups a card number by ui:options.groups while the value stays bare digits', async () => {
    const { input, user, onChange } = setup({ type: 'string', maxLength: 16 }, { options: { groups: 4 } });
    await user.type(input, '41111111111111119999');
    expect(input).toHaveValue('4111 1111 1111 1111');
    expect(onChange).toHaveBeenLastCalledWith('4111111111111111');
  });

  it('shows its error and can be disabled', () => {
    const { input } = setup({ type: 'string' }, { rawErrors: ['Use digits only.'], disabled: true, value: '12' });
    expect(input).toHaveAccessibleDescription('Use digits only.');
    expect(input).toBeDisabled();
    expect(input).toHaveValue('12');
  });
});
