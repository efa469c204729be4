import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetHost, type WidgetHostProps } from '../widget-host.tsx';
import RadioWidget from './radio-widget.tsx';

// The radios on their own: focus, blur and the options' layout (renderers/SchemaForm.choice.test.tsx draws them in forms).

const options = { enumOptions: [{ label: 'Cash', value: 'cash' }, { label: 'Card', value: 'card' }] };

function setup(props: Partial<WidgetHostProps> = {}) {
  const onFocus = vi.fn();
  const onBlur = vi.fn();
  render(
    <>
      <WidgetHost widget={RadioWidget} schema={{ type: 'string', enum: ['cash', 'card'] }} label="Pay by" options={options} onFocus={onFocus} onBlur={onBlur} {...props} />
      <button type="button">After</button>
    </>,
  );
  return { onFocus, onBlur, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('RadioWidget', () => {
  it('focuses the chosen option when the field asks for autofocus', () => {
    setup({ autofocus: true, value: 'card' });
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveFocus();
  });

  it('reports one focus on entering the group and one blur on leaving it, with the value', async () => {
    const { user, onFocus, onBlur } = setup({ value: 'cash' });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Cash' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledWith('root_field', 'cash');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('gives each radio an id after the field’s, so that rjsf focuses the first on an error', () => {
    setup();
    expect(screen.getByRole('radio', { name: 'Cash' })).toHaveAttribute('id', 'root_field-0');
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveAttribute('id', 'root_field-1');
  });
});
