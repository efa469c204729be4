import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { TextWidget } from '../../renderers/widgets/text/text-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsDisabled, showsEmpty, showsError, showsReadOnly, showsValue } from './widget-plays.ts';

const meta = {
  title: 'Widgets/text',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: TextWidget, schema: { type: 'string', maxLength: 40 }, label: 'Full name', placeholder: 'As on your ID' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { play: showsEmpty };

export const Filled: Story = { args: { value: 'Maria Santos' }, play: showsValue() };

export const WithError: Story = { args: { required: true, rawErrors: [message('field.required')] }, play: showsError };

export const Disabled: Story = { args: { value: 'Maria Santos', disabled: true }, play: showsDisabled() };

export const ReadOnly: Story = { args: { value: 'Maria Santos', readonly: true }, play: showsReadOnly() };

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Full name');
    await userEvent.setup({ pointerEventsCheck: 0 }).type(input, 'Jose Reyes');
    await expect(input).toHaveValue('Jose Reyes');
  },
};
