import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { message } from '../../../core/messages.ts';
import { WidgetHost, type WidgetHostProps } from '../widget-host.tsx';
import { CaptchaWidget } from './captcha-widget.tsx';

const schema = { type: 'string', maxLength: 4 } as const;

function setup(props: Partial<WidgetHostProps> = {}) {
  const onChange = vi.fn();
  render(<WidgetHost widget={CaptchaWidget} schema={schema} label="Picture code" onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup({ pointerEventsCheck: 0 }), input: screen.getByLabelText<HTMLInputElement>('Picture code') };
}

describe('CaptchaWidget', () => {
  it('keeps at most maxLength characters, without spaces', async () => {
    const { input, user, onChange } = setup();
    await user.type(input, ' aB3xYz');
    expect(input).toHaveValue('aB3x');
    expect(onChange).toHaveBeenLastCalledWith('aB3x');
  });

  it('shows the image it is given beside the input, and a tap on it asks the screen for a new one', async () => {
    const onRefresh = vi.fn();
    const { user } = setup({ options: { imageUrl: '/captcha?sid=1&timestamp=2', onRefresh } });
    const button = screen.getByRole('button', { name: message('widget.captcha.refresh') });
    expect(button.querySelector('img')).toHaveAttribute('src', '/captcha?sid=1&timestamp=2');
    await user.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('says the image is loading while there is no URL', () => {
    setup({ options: {} });
    expect(screen.getByRole('status')).toHaveTextContent(message('widget.captcha.loading'));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('tells the screen when the image fails to load', () => {
    const onImageError = vi.fn();
    setup({ options: { imageUrl: '/broken', onImageError } });
    fireEvent.error(screen.getByRole('button', { name: message('widget.captcha.refresh') }).querySelector('img')!);
    expect(onImageError).toHaveBeenCalledTimes(1);
  });

  it('links its error to the input', () => {
    const { input } = setup({ rawErrors: ['Please enter the code in the picture.'] });
    expect(input).toHaveAccessibleDescription('Please enter the code in the picture.');
  });
});
