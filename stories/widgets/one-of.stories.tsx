import type { RJSFSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { createCfworkerValidator } from '../../renderers/core/cfworker-validator.ts';
import { SchemaForm } from '../../renderers/SchemaForm.tsx';

// A oneOf of objects: an antd-mobile Selector chooses the option by its title, and the fields follow it.

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    payout: {
      title: 'Receive the loan by',
      oneOf: [
        {
          title: 'Bank account',
          type: 'object',
          required: ['accountNumber'],
          properties: { accountNumber: { type: 'string', title: 'Account number' } },
        },
        {
          title: 'E-wallet',
          type: 'object',
          required: ['walletPhone'],
          properties: { walletPhone: { type: 'string', title: 'Wallet phone number' } },
        },
      ],
    },
  },
};

const meta = {
  title: 'Widgets/oneOf',
  component: SchemaForm,
  args: { schema, validator: createCfworkerValidator(), onSubmit: fn() },
} satisfies Meta<typeof SchemaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 10_000 };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: 'Bank account' }, slow)).toHaveAttribute('aria-selected', 'true');
  },
};

export const Filled: Story = {
  args: { formData: { payout: { walletPhone: '09171234567' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: 'E-wallet' }, slow)).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: message('common.confirm') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ payout: { walletPhone: '09171234567' } }));
  },
};

export const WithError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: 'E-wallet' }, slow);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(canvas.getByRole('option', { name: 'E-wallet' }));
    await canvas.findByLabelText('Wallet phone number');
    await user.click(canvas.getByRole('button', { name: message('common.confirm') }));
    // The missing wallet number is refused beside its field; nothing of the bank account, which was not chosen.
    const wallet = canvas.getByLabelText('Wallet phone number');
    await waitFor(() => expect(wallet).toHaveAccessibleDescription(message('field.required')), slow);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { formData: { payout: { accountNumber: '001234567890' } }, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: 'E-wallet' }, slow)).toHaveClass('adm-selector-item-disabled');
  },
};

export const ReadOnly: Story = {
  args: { formData: { payout: { accountNumber: '001234567890' } }, readonly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: 'E-wallet' }, slow)).toHaveClass('adm-selector-item-disabled');
  },
};
