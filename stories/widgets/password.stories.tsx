import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { PasswordWidget } from '../../renderers/widgets/password/password-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsDisabled, showsEmpty, showsError, showsReadOnly, showsValue } from './widget-plays.ts';

const meta = {
  title: 'Widgets/password',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: PasswordWidget, schema: { type: 'string', maxLength: 32 }, label: 'Password', placeholder: 'At least 8 characters' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async (context) => {
    await showsEmpty(context);
    await expect(within(context.canvasElement).getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

/** Typed characters stay hidden until the borrower asks to see them. */
export const Filled: Story = {
  args: { value: 's3cret-pass' },
  play: async (context) => {
    await showsValue()(context);
    await expect(within(context.canvasElement).getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = { args: { required: true, rawErrors: [message('field.required')] }, play: showsError };

export const Disabled: Story = { args: { value: 's3cret-pass', disabled: true }, play: showsDisabled() };

export const ReadOnly: Story = { args: { value: 's3cret-pass', readonly: true }, play: showsReadOnly() };

export const Shown: Story = {
  args: { value: 's3cret-pass' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: message('widget.password.show') }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};
