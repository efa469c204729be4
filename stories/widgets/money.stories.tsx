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

// The amount is a button that opens the keyboard, not an input, so these plays read its text.
const amountOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Repayment amount' });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement)).toHaveTextContent('Amount in pesos');
    await expect(amountOf(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Filled: Story = {
  args: { value: 1250.5 },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement)).toHaveTextContent('1250.5');
  },
};

export const WithError: Story = {
  args: { required: true, rawErrors: [message('field.required')] },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(amountOf(canvasElement)).toHaveAccessibleDescription(message('field.required'));
  },
};

export const Disabled: Story = {
  args: { value: 1250.5, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(amountOf(canvasElement)).toBeDisabled();
    await expect(amountOf(canvasElement)).toHaveTextContent('1250.5');
  },
};

/** Read-only: a tap does not open the keyboard. */
export const ReadOnly: Story = {
  args: { value: 1250.5, readonly: true },
  play: async ({ canvasElement }) => {
    const amount = amountOf(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(amount);
    await expect(amount).toHaveAttribute('aria-expanded', 'false');
    await expect(amount).toHaveTextContent('1250.5');
  },
};

/** The keyboard: digits, a dot, delete, Confirm and hide; a third decimal is refused. */
export const KeyboardOpen: Story = {
  play: async ({ canvasElement }) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const amount = amountOf(canvasElement);
    await user.click(amount);
    const keyboard = within((await screen.findByText('Repayment amount', { selector: '.adm-number-keyboard-title' })).closest('.adm-number-keyboard') as HTMLElement);
    for (const key of ['5', '0', '.', '2', '5', '9']) await user.click(keyboard.getByRole('button', { name: key }));
    await expect(amount).toHaveTextContent('50.25');
    await expect(keyboard.getByRole('button', { name: message('common.confirm') })).toBeVisible();
  },
};
