import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import catalog from '../../../schemas/messages/en.json';
import { DAY_VALUES } from '../../../core/card-init/card-init-adapter.ts';
import { WidgetHost, type WidgetHostProps } from '../widget-host.tsx';
import { findPicker, pickOption } from '../picker/picker-testing.ts';
import { DayWidget } from './day-widget.tsx';

function setup(props: Partial<WidgetHostProps> = {}) {
  const onChange = vi.fn();
  render(<WidgetHost widget={DayWidget} schema={{ type: 'string' }} label="Salary day" placeholder="Day of the month you are paid" onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup({ pointerEventsCheck: 0 }), trigger: screen.getByRole('button', { name: 'Salary day' }) };
}

async function open(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement) {
  await user.click(trigger);
  const popup = await findPicker('Salary day');
  return { popup, confirm: popup.getByRole('button', { name: catalog['common.confirm'] }) };
}

describe('DayWidget', () => {
  it('offers every day of the month, 1 to 31, when the schema lists none', async () => {
    const { user, trigger } = setup();
    const { popup } = await open(user, trigger);
    const labels = [...popup.getByText('1').closest('.adm-picker-view-column-wheel')!.children].map((item) => item.textContent);
    expect(labels).toEqual(Array.from({ length: 31 }, (_, index) => String(index + 1)));
  });

  it('offers the days of the schema’s enum when it has one', async () => {
    const { user, trigger } = setup({ schema: { type: 'string', enum: ['1', '15'] }, options: { enumOptions: [{ value: '1', label: '1' }, { value: '15', label: '15' }] } });
    const { popup } = await open(user, trigger);
    expect([...popup.getByText('15').closest('.adm-picker-view-column-wheel')!.children].map((item) => item.textContent)).toEqual(['1', '15']);
  });

  it('stores the picked day as a string', async () => {
    const { user, trigger, onChange } = setup({ options: { enumOptions: DAY_VALUES.map((day) => ({ value: day, label: day })) } });
    const { popup, confirm } = await open(user, trigger);
    await pickOption(popup, '28');
    await user.click(confirm);
    expect(onChange).toHaveBeenLastCalledWith('28');
    expect(trigger).toHaveTextContent('28');
  });

  it('shows a pre-filled day and its error', () => {
    const { trigger } = setup({ value: '15', rawErrors: [catalog['field.invalid']] });
    expect(trigger).toHaveTextContent('15');
    expect(trigger).toHaveAccessibleDescription(`15 ${catalog['field.invalid']}`);
  });
});
