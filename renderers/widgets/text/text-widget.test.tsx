import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetHost } from '../widget-host.tsx';
import { TextWidget } from './text-widget.tsx';

const schema = { type: 'string', maxLength: 10 } as const;

function setup(props: Partial<Parameters<typeof WidgetHost>[0]> = {}) {
  const onChange = vi.fn();
  render(<WidgetHost widget={TextWidget} schema={schema} label="Full name" onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup({ pointerEventsCheck: 0 }), input: screen.getByLabelText('Full name') };
}

describe('TextWidget', () => {
  it('is an input named by its label, with the placeholder', () => {
    const { input } = setup({ placeholder: 'As on your ID' });
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('placeholder', 'As on your ID');
    expect(input).toHaveAttribute('id', 'root_field');
  });

  it('reports what is typed, and undefined when emptied', async () => {
    const { input, user, onChange } = setup();
    await user.type(input, 'Maria');
    expect(onChange).toHaveBeenLastCalledWith('Maria');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('takes ui:options.emptyValue for an emptied field', async () => {
    const { input, user, onChange } = setup({ value: 'x', options: { emptyValue: '' } });
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('stops at the schema maxLength, typed or pasted', async () => {
    const { input, user } = setup();
    await user.type(input, 'Maria Santos Reyes');
    expect(input).toHaveValue('Maria Sant');
    await user.clear(input);
    await user.click(input);
    await user.paste('0123456789ABCDEF');
    expect(input).toHaveValue('0123456789');
  });

  it('shows its errors beside the field and links them to the input', () => {
    const { input } = setup({ rawErrors: ['This field is required.', 'This field is required.'] });
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required.');
  });

  it('hides errors when told', () => {
    const { input } = setup({ rawErrors: ['Bad'], hideError: true });
    expect(screen.queryByText('Bad')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['disabled', { disabled: true }, 'disabled'],
    ['read-only', { readonly: true }, 'readonly'],
  ])('can be %s', async (_state, props, attribute) => {
    const { input, user, onChange } = setup({ ...props, value: 'Maria' });
    expect(input).toHaveAttribute(attribute);
    await user.type(input, 'x');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('Maria');
  });

  it('keeps a real label when the label is hidden', () => {
    const { input } = setup({ hideLabel: true });
    expect(input).toHaveAccessibleName('Full name');
  });

  it('marks a required field, for screen readers on the input itself', () => {
    const { input } = setup({ required: true });
    expect(screen.getByText('*', { exact: false })).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('does not mark an optional field as required', () => {
    const { input } = setup({ required: false });
    expect(input).not.toHaveAttribute('aria-required');
  });
});
