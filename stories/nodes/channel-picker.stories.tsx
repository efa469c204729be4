import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import fixtures from '../../schemas/fixtures/repayment.json';
import type { ChannelPickerNode as ChannelPickerDescriptor } from '../../renderers/core/descriptor.ts';
import { ChannelPickerNode } from '../../renderers/nodes/channel-picker/channel-picker-node.tsx';

const node: ChannelPickerDescriptor = {
  node: 'channelPicker',
  channelsFrom: { $bind: '/repayList', valueKey: 'channel_number' },
  buttonLabel: 'Payment Method',
  hint: 'Please select your repayment method for payment',
  submitLabel: 'Payment',
  action: 'pay',
};

const meta = {
  title: 'Nodes/channelPicker',
  component: ChannelPickerNode,
  args: { node, data: fixtures.orders[0]!.loanPlayDetail, actions: { pay: fn() } },
} satisfies Meta<typeof ChannelPickerNode>;

export default meta;
// The popup is drawn into document.body, outside the story's canvas: its queries go there.
type Story = StoryObj<typeof meta>;

/** Nothing is paid until a channel is chosen in the popup: the popup is closed and no payment started. */
export const Closed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Payment Method' })).toBeEnabled();
    await expect(within(document.body).queryByRole('radio')).toBeNull();
    await expect(args.actions!.pay).not.toHaveBeenCalled();
  },
};

export const PopupOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Payment Method' }));
    const body = within(document.body);
    await expect(await body.findByRole('radio', { name: /GCash/ })).toHaveAttribute('aria-checked', 'true');
  },
};

export const OtherChannelChosen: Story = {
  play: async (context) => {
    await PopupOpen.play!(context);
    await context.userEvent.click(within(document.body).getByRole('radio', { name: /Paymaya/ }));
    await expect(within(document.body).getByRole('radio', { name: /Paymaya/ })).toHaveAttribute('aria-checked', 'true');
  },
};

export const PaymentPending: Story = {
  args: { actions: { pay: fn(() => new Promise<void>(() => {})) } },
  play: async (context) => {
    await PopupOpen.play!(context);
    const button = within(document.body).getByRole('button', { name: /Payment$/ });
    await context.userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
