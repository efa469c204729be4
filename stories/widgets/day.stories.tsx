import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, screen, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { DayWidget } from '../../renderers/widgets/day/day-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsChoice, showsChoiceError, wheelItems } from './widget-plays.ts';

const meta = {
  title: 'Widgets/day',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: DayWidget, schema: { type: 'string' }, label: 'Salary day', placeholder: 'Day of the month you are paid' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { play: showsChoice('Day of the month you are paid') };

export const Filled: Story = { args: { value: '15' }, play: showsChoice('15') };

export const WithError: Story = { args: { required: true, rawErrors: [message('field.required')] }, play: showsChoiceError };

/** One column, 1 to 31. */
export const PickerOpen: Story = {
  args: { value: '30' },
  play: async ({ canvasElement }) => {
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(canvasElement).getByRole('button', { name: 'Salary day' }));
    await expect(await screen.findByRole('button', { name: message('common.confirm') }, { timeout: 5000 })).toBeVisible();
    await expect(wheelItems()).toEqual({ offered: Array.from({ length: 31 }, (_, day) => String(day + 1)), chosen: ['30'] });
  },
};
