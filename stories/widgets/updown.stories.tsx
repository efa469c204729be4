import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { UpdownWidget } from '../../renderers/widgets/updown/updown-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsDisabled, showsError, showsReadOnly, showsValue } from './widget-plays.ts';

const meta = {
  title: 'Widgets/updown',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: UpdownWidget, schema: { type: 'integer', minimum: 0, maximum: 10 }, label: 'Dependants' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Dependants')).toHaveValue('');
  },
};

export const Filled: Story = { args: { value: 2 }, play: showsValue() };

export const WithError: Story = { args: { required: true, rawErrors: [message('field.required')] }, play: showsError };

export const Disabled: Story = {
  args: { value: 2, disabled: true },
  play: async (context) => {
    await showsDisabled()(context);
    await expect(within(context.canvasElement).getByRole('button', { name: 'increase' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: 2, readonly: true },
  play: async (context) => {
    await showsReadOnly()(context);
    await expect(within(context.canvasElement).getByRole('button', { name: 'increase' })).toBeDisabled();
  },
};

export const Stepping: Story = {
  args: { value: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: 'increase' }));
    await expect(canvas.getByLabelText('Dependants')).toHaveValue('3');
  },
};
