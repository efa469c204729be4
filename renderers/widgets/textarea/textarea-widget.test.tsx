import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetHost, type WidgetHostProps } from '../widget-host.tsx';
import { TextareaWidget } from './textarea-widget.tsx';

const schema = { type: 'string', maxLength: 20 } as const;

function setup(props: Partial<WidgetHostProps> = {}) {
  const onChange = vi.fn();
  render(<WidgetHost widget={TextareaWidget} schema={schema} label="Describe the problem" onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup({ pointerEventsCheck: 0 }), box: screen.getByLabelText('Describe the problem') };
}

describe('TextareaWidget', () => {
  it('is a text box named by its label, with a count against maxLength', () => {
    const { box } = setup({ value: 'Hello', placeholder: 'Tell us more' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('placeholder', 'Tell us more');
    expect(screen.getByText('5/20')).toBeInTheDocument();
  });

  it('ignores input past the limit, typed or pasted', async () => {
    const { box, user, onChange } = setup({ value: 'Eighteen chars....' });
    await user.type(box, 'abcdef');
    expect(box).toHaveValue('Eighteen chars....ab');
    expect(onChange).toHaveBeenLastCalledWith('Eighteen chars....ab');
    expect(screen.getByText('20/20')).toBeInTheDocument();
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(50));
    expect(box).toHaveValue('x'.repeat(20));
  });

  it('counts emoji as one character each, as JSON Schema does', async () => {
    const { box, user, onChange } = setup();
    await user.click(box);
    await user.paste('😀'.repeat(25));
    expect(onChange).toHaveBeenLastCalledWith('😀'.repeat(20));
  });

  it('gives undefined when emptied', async () => {
    const { box, user, onChange } = setup({ value: 'abc' });
    await user.clear(box);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('shows its error and can be disabled', () => {
    const { box } = setup({ rawErrors: ['This field is required.'], disabled: true });
    expect(box).toHaveAccessibleDescription('This field is required.');
    expect(box).toBeDisabled();
  });
});
