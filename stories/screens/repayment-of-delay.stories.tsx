import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { descriptor, nodes } from '../../generated/screens/repayment-of-delay.ts';
import corpus from '../../schemas/fixtures/repayment.json';
import { ApiError } from '../../src/api/api-error.ts';
import type { ExtensionInfo } from '../../src/api/repayment.ts';
import tipImage from '../../src/screens/repayment/images/repayment-tip.svg';
import { delayScreenData } from '../../src/screens/repayment/repayment-data.ts';
import { RepaymentView } from '../../src/screens/repayment/repayment-view.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { loadFailedStory, loadingStory, repaymentViewArgs } from './repayment-story-kit.ts';
import { retriesAfterFailure } from './story-plays.ts';

// Repayment of delay (repayDelayUrl, the extension) drawn from its descriptor, fed by the repayment corpus
// (schemas/fixtures/repayment.json, each rollover order's rollover-info answer) through what the screen binds
// (delayScreenData): loading, failed, the extension with and without the default code, the tip shown and hidden,
// the channel popup and the barcode modal. The extension has no collapsible detail list: it shows the Plan.

const infoOf = (key: string): ExtensionInfo => {
  const found = corpus.orders.find((o) => o.key === key);
  if (!found?.rolloverInfo) throw new Error(`No rollover order '${key}' in schemas/fixtures/repayment.json`);
  return found.rolloverInfo as ExtensionInfo;
};
const dataOf = (info: ExtensionInfo, rupeeMarket = false) => delayScreenData(info, { rupeeMarket, tipImage });

// 'due-soon-rollover': default code, tip shown. 'overdue': no default code, tip hidden, overdue charges in the plan.
const rollover = infoOf('due-soon-rollover');
const overdue = infoOf('overdue');
const tipName = 'How to repay with GCash, Paymaya or at a store';

const meta = {
  title: 'Screens/Repayment of delay',
  component: RepaymentView,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: repaymentViewArgs(descriptor, nodes, dataOf(rollover)),
} satisfies Meta<typeof RepaymentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The extension fee's title and amount, 'Your next payment date is', the Plan, the tip, the default code. */
export const Extension: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: rollover.delayInfo.title })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: '₱1,500.00' })).toBeInTheDocument();
    await expect(canvas.getByText('Your next payment date is')).toBeInTheDocument();
    await expect(canvas.getByText('Plan')).toBeInTheDocument();
    for (const row of rollover.repayPlan) await expect(canvas.getByText(row.remark)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: tipName })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: `Copy ${rollover.defDetail!.payCode}` })).toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent(rollover.noticeMsg);
  },
};

/** 'overdue': no default code (no tile, no barcode) and isShowReyTop 0 (no tip). */
export const NoDefaultCodeTipHidden: Story = {
  args: { data: dataOf(overdue) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '₱3,160.00' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Copy / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Scan to pay' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: tipName })).not.toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent(overdue.noticeMsg);
  },
};

/** The tip image leads to the provider guidance (DRInstructions). */
export const TipShown: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: tipName }));
    await expect(args.onNavigate).toHaveBeenCalledWith('DRInstructions');
  },
};

/** system=1: the fee and the plan in rupees. */
export const Rupees: Story = {
  args: { data: dataOf(rollover, true) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '₹1,500.00' })).toBeInTheDocument();
  },
};

/** 'Payment Method': the channels with the first chosen and checked, the hint and 'Payment'. */
export const ChannelPopupOpen: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Payment Method' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Payment Method' });
    const popup = within(dialog);
    await expect(popup.getByText('Please select your repayment method for payment')).toBeInTheDocument();
    await expect(popup.getByRole('radio', { name: rollover.repayList[0]!.name })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(popup.getByRole('button', { name: 'Payment' }));
    await expect(args.actions.pay).toHaveBeenCalledWith({ channel: rollover.repayList[0]!.channel_number, name: rollover.repayList[0]!.name });
  },
};

/** 'Scan to pay': the default code as a barcode a cashier scans. */
export const BarcodeModal: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Scan to pay' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Scan to pay' });
    await expect(await within(dialog).findByRole('img', { name: rollover.defDetail!.payCode })).toBeInTheDocument();
  },
};

export const Loading: Story = loadingStory('Rollover repayment');

export const LoadFailed: Story = loadFailedStory;

/** An order without rollover: the server's refusal. */
export const ExtensionRefused: Story = {
  args: { data: undefined, error: new ApiError('server', { serverMessage: 'This order cannot be extended. Please repay it instead.' }) },
  play: (context) => retriesAfterFailure(context, 'This order cannot be extended. Please repay it instead.'),
};
