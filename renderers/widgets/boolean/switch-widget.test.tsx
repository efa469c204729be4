import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetHost } from '../widget-host.tsx';
import SwitchWidget from './switch-widget.tsx';

// The switch on its own (renderers/SchemaForm.boolean.test.tsx draws it in forms).

describe('SwitchWidget', () => {
  it('is named by its label, not antd-mobile’s generic text, and takes the focus when asked', () => {
    render(<WidgetHost widget={SwitchWidget} schema={{ type: 'boolean' }} label="Notify me" autofocus />);
    expect(screen.getByRole('switch', { name: 'Notify me' })).toHaveFocus();
  });

  it('is out of the tab order and unchanged by keys when disabled', async () => {
    const onChange = vi.fn();
    render(<WidgetHost widget={SwitchWidget} schema={{ type: 'boolean' }} label="Notify me" disabled onChange={onChange} />);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Notify me' })).not.toHaveFocus();
    expect(screen.getByRole('switch', { name: 'Notify me' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('switch', { name: 'Notify me' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
