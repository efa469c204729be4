import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { NumberWidget } from '../../renderers/widgets/number/number-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';
import { showsDisabled, showsEmpty, showsError, showsValue } from './widget-plays.ts';

const meta = {
  title: 'Widgets/number',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: NumberWidget, schema: { type: 'string', maxLength: 16 }, label: 'Account number', placeholder: 'Digits only' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { play: showsEmpty };

export const Filled: Story = { args: { value: '1234567890' }, play: showsValue() };

/** SPEC.md section 5: bank-card numbers keep digits, grouped in fours. */
export const BankCardGrouped: Story = {
  args: { label: 'Card number', value: '4111111111111111', options: { groups: 4 } },
  play: showsValue('4111 1111 1111 1111'),
};

export const WithError: Story = { args: { value: '12', rawErrors: [message('field.invalid')] }, play: showsError };

export const Disabled: Story = { args: { value: '1234567890', disabled: true }, play: showsDisabled() };

export const PastingKeepsDigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Account number');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(input);
    await user.paste('Acct: 0012-3456-789');
    await expect(input).toHaveValue('00123456789');
  },
};
