import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { message } from '../../../core/messages.ts';
import { WidgetHost, type WidgetHostProps } from '../widget-host.tsx';
import { SmsCodeWidget } from './sms-code-widget.tsx';

const schema = { type: 'string', maxLength: 6 } as const;

function setup(props: Partial<WidgetHostProps> = {}) {
  const onChange = vi.fn();
  render(<WidgetHost widget={SmsCodeWidget} schema={schema} label="SMS code" onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup({ pointerEventsCheck: 0 }), input: screen.getByLabelText<HTMLInputElement>('SMS code') };
}

describe('SmsCodeWidget', () => {
  it('keeps digits only, at most maxLength of them, on the numeric keyboard', async () => {
    const { input, user, onChange } = setup();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(input, '12a34-5678');
    expect(input).toHaveValue('123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
  });

  it("shows 'Get code', and a tap asks the screen to send", async () => {
    const onSend = vi.fn();
    const { user } = setup({ options: { onSend } });
    await user.click(screen.getByRole('button', { name: message('widget.smsCode.send') }));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it("shows the seconds left during the countdown, and still passes a tap on to the screen", async () => {
    const onSend = vi.fn();
    const { user } = setup({ options: { onSend, countdown: 42 } });
    const button = screen.getByRole('button', { name: '42s' });
    expect(screen.queryByRole('button', { name: message('widget.smsCode.send') })).toBeNull();
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('rounds a part second up, and is back to Get code at 0', () => {
    const { unmount } = render(<WidgetHost widget={SmsCodeWidget} schema={schema} label="A" options={{ countdown: 0.2 }} />);
    expect(screen.getByRole('button', { name: '1s' })).toBeInTheDocument();
    unmount();
    render(<WidgetHost widget={SmsCodeWidget} schema={schema} label="B" options={{ countdown: 0 }} />);
    expect(screen.getByRole('button', { name: message('widget.smsCode.send') })).toBeInTheDocument();
  });
});
