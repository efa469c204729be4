import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import corpus from '../../schemas/fixtures/bank-binding.json';
import { message } from '../../core/messages.ts';
import type { CardInitData } from '../../core/card-init/card-init-types.ts';
import { BankBindingForm, BankBindingPage } from '../../src/screens/bank-binding/bank-binding-form.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

// 'Payment account information' fed by the seeded configuration (schemas/fixtures/bank-binding.json).

const full = corpus.products.find((product) => product.productId === '101')!.cardInit as CardInitData;

const meta = {
  title: 'Screens/Bank binding',
  component: BankBindingForm,
  decorators: [
    (Story) => (
      <BankBindingPage>
        <Story />
      </BankBindingPage>
    ),
    phoneFrame,
  ],
  ...phoneViewport,
  args: { data: full, productId: '101', onSubmit: fn(async () => ({ ok: true as const })) },
} satisfies Meta<typeof BankBindingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Card type 1, the tab shown first. */
export const BankAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Bank account' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('Account number')).toBeVisible();
    await expect(canvas.queryByLabelText('E-wallet mobile number')).toBeNull();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('tab', { name: 'E-wallet' }));
    await expect(await canvas.findByLabelText('E-wallet mobile number')).toBeVisible();
  },
};

/** Card type 2: its own fields, its e-wallet pre-filled by the configuration. */
export const EWallet: Story = {
  args: { initialDraft: { cardType: 2, shared: {}, byCardType: {} } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('E-wallet mobile number')).toHaveValue('');
    await expect(canvas.queryByLabelText('Account number')).toBeNull();
  },
};

export const Filled: Story = {
  args: {
    initialDraft: {
      cardType: 1,
      shared: { accountName: 'Maria Santos', address: 'NCR/Metro Manila/Makati', salaryDay: '15' },
      byCardType: { '1': { bankCode: 'BPI' } },
      // Account numbers live in the draft's memory-only part (schemas/storage/bank-binding-draft.json).
      sensitive: { '1': { bankAccountNo: '1234567890123456' } },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const account = (await canvas.findByLabelText('Account number')) as HTMLInputElement;
    await expect(account.value.replace(/\D/g, '')).toBe('1234567890123456');
    await expect(canvas.getByLabelText('Account holder name')).toHaveValue('Maria Santos');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: message('bankBinding.next') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};

/** Next on an empty form: every field shows its error beside it, and nothing is sent. */
export const WithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('button', { name: message('bankBinding.next') }));
    await expect(await canvas.findByLabelText('Account number')).toHaveAccessibleDescription(message('field.required'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PickerOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(canvasElement).getByRole('button', { name: 'Bank name' }));
    await expect(await screen.findByRole('button', { name: message('common.confirm') }, { timeout: 5000 })).toBeVisible();
  },
};

export const CascadePickerOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(canvasElement).getByRole('button', { name: 'Home address' }));
    await expect(await screen.findByRole('button', { name: message('common.confirm') }, { timeout: 5000 })).toBeVisible();
  },
};

/** A configuration with no items yet: it says so, and offers no Next. */
export const EmptyItemList: Story = {
  args: { data: { cardTypes: full.cardTypes, items: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: message('bankBinding.next') })).toBeDisabled();
  },
};

/** An item this client cannot draw is named, and Next is withheld rather than sending an incomplete form. */
export const UnknownItem: Story = {
  args: { data: { ...full, items: [...full.items, { cate: 'signature', code: 'inkSignature', title: 'Signature' }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('inkSignature');
  },
};
