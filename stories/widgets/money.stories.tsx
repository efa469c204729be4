import type { Meta, StoryObj } from '@storybook/react-vite';
import { List } from 'antd-mobile';
import { expect, screen, userEvent, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { MoneyWidget } from '../../renderers/widgets/money/money-widget.tsx';
import { WidgetHost } from '../../renderers/widgets/widget-host.tsx';

const meta = {
  title: 'Widgets/money',
  component: WidgetHost,
  decorators: [(Story) => <List><Story /></List>],
  args: { widget: MoneyWidget, schema: { type: 'number' }, label: 'Repayment amount', placeholder: 'Amount in pesos' },
  argTypes: { widget: { control: false } },
} satisfies Meta<typeof WidgetHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 1250.5 } };

export const WithError: Story = { args: { required: true, rawErrors: [message('field.required')] } };

export const Disabled: Story = { args: { value: 1250.5, disabled: true } };

export const ReadOnly: Story = { args: { value: 1250.5, readonly: true } };

/** The keyboard: digits, a dot, delete, Confirm and hide; a third decimal is refused. */
export const KeyboardOpen: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const amount = within(canvasElement).getByRole('button', { name: 'Repayment amount' });
    await user.click(amount);
    const keyboard = within((await screen.findByText('Repayment amount', { selector: '.adm-number-keyboard-title' })).closest('.adm-number-keyboard') as HTMLElement);
    for (const key of ['5', '0', '.', '2', '5', '9']) await user.click(keyboard.getByRole('button', { name: key }));
    await expect(amount).toHaveTextContent('50.25');
    await expect(keyboard.getByRole('button', { name: message('common.confirm') })).toBeVisible();
  },
};
