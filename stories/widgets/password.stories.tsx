import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { PasswordWidget } from '../../renderers/widgets/password/password-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';

const meta = {
  title: 'Widgets/password',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: PasswordWidget, schema: { type: 'string', maxLength: 32 }, label: 'Password', placeholder: 'At least 8 characters' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 's3cret-pass' } };

export const WithError: Story = { args: { required: true, rawErrors: [message('field.required')] } };

export const Disabled: Story = { args: { value: 's3cret-pass', disabled: true } };

export const ReadOnly: Story = { args: { value: 's3cret-pass', readonly: true } };

export const Shown: Story = {
  args: { value: 's3cret-pass' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: message('widget.password.show') }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};
