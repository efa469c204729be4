import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { BankCardWidget } from '../../renderers/widgets/bank-card/bank-card-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsEmpty, showsError, showsValue } from './widget-plays.ts';

const meta = {
  title: 'Widgets/bankCard',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: BankCardWidget, schema: { type: 'string' }, label: 'Account number', placeholder: 'Enter your bank account number' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { play: showsEmpty };

/** SPEC.md section 5: shown in groups of four, stored as bare digits. */
export const Filled: Story = { args: { value: '1234567890123456' }, play: showsValue('1234 5678 9012 3456') };

export const WithError: Story = { args: { required: true, rawErrors: [message('field.required')] }, play: showsError };

export const TypingKeepsDigitsInFours: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Account number');
    await userEvent.setup({ pointerEventsCheck: 0 }).type(input, '4111-1111 1111x1111');
    await expect(input).toHaveValue('4111 1111 1111 1111');
  },
};
