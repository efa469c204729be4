import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { descriptor, nodes } from '../../generated/screens/repayment-of-period.ts';
import corpus from '../../schemas/fixtures/repayment.json';
import { ApiError } from '../../src/api/api-error.ts';
import type { RepaymentInfo } from '../../src/api/repayment.ts';
import tipImage from '../../src/screens/repayment/images/repayment-tip.svg';
import { periodScreenData } from '../../src/screens/repayment/repayment-data.ts';
import { RepaymentView } from '../../src/screens/repayment/repayment-view.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { loadFailedStory, loadingStory, repaymentViewArgs } from './repayment-story-kit.ts';
import { retriesAfterFailure } from './story-plays.ts';

// Repayment of period (repayUrl) drawn from its descriptor, fed by the repayment corpus
// (schemas/fixtures/repayment.json) through what the screen binds (periodScreenData): loading, failed, collapsed and
// expanded, with and without the default code, the tip shown and hidden, the channel popup and the barcode modal.

const infoOf = (key: string): RepaymentInfo => {
  const found = corpus.orders.find((o) => o.key === key);
  if (!found) throw new Error(`No order '${key}' in schemas/fixtures/repayment.json`);
  return found.loanPlayDetail as RepaymentInfo;
};
const dataOf = (info: RepaymentInfo, rupeeMarket = false) => periodScreenData(info, { rupeeMarket, tipImage });

// 'awaiting-repayment': default code, tip shown, a notice. 'due-soon': no default code, a long notice.
// 'due-soon-rollover': tip hidden, no notice. 'overdue': ten detail rows, a long default-code title.
const awaiting = infoOf('awaiting-repayment');
const tipName = 'How to repay with GCash, Paymaya or at a store';

const meta = {
  title: 'Screens/Repayment of period',
  component: RepaymentView,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: repaymentViewArgs(descriptor, nodes, dataOf(awaiting)),
} satisfies Meta<typeof RepaymentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading, logo and name, two detail rows behind 'more', the tip, the default code, the notice, 'Payment Method'. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '₱5,755.00' })).toBeInTheDocument();
    await expect(canvas.getByText('Jan 7, 2027')).toBeInTheDocument();
    await expect(canvas.getByText(awaiting.productName)).toBeInTheDocument();
    await expect(canvas.getByText(awaiting.detail[1]!.text)).toBeInTheDocument();
    await expect(canvas.queryByText(awaiting.detail[2]!.text)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'more' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: tipName })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: `Copy ${awaiting.defDetail!.payCode}` })).toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent(awaiting.noticeMsg);
    await expect(canvas.getByRole('button', { name: 'Payment Method' })).toBeInTheDocument();
  },
};

/** After 'more': every detail row, and 'hide'. */
export const Expanded: Story = {
  args: { data: dataOf(infoOf('overdue')) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const rows = infoOf('overdue').detail;
    await userEvent.click(canvas.getByRole('button', { name: 'more' }));
    for (const row of rows) await expect(canvas.getByText(row.text)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'hide' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** 'due-soon': no defDetail, so no code tile and no barcode; its long notice wraps above the button. */
export const NoDefaultCode: Story = {
  args: { data: dataOf(infoOf('due-soon')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Copy / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Scan to pay' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent(infoOf('due-soon').noticeMsg);
  },
};

/** 'due-soon-rollover': isShowReyTop 0, so no tip image; an empty noticeMsg draws no notice. */
export const TipHidden: Story = {
  args: { data: dataOf(infoOf('due-soon-rollover')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '₱11,510.00' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: tipName })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

/** The tip image leads to the provider guidance (DRInstructions). */
export const TipShown: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: tipName }));
    await expect(args.onNavigate).toHaveBeenCalledWith('DRInstructions');
  },
};

/** 'overdue': the long default-code title wraps in the tile. */
export const LongDefaultCodeTitle: Story = {
  args: { data: dataOf(infoOf('overdue')) },
  play: async ({ canvasElement }) => {
    const code = infoOf('overdue').defDetail!;
    await expect(within(canvasElement).getByText(code.title)).toBeInTheDocument();
  },
};

/** system=1: the amounts in rupees. */
export const Rupees: Story = {
  args: { data: dataOf(awaiting, true) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '₹5,755.00' })).toBeInTheDocument();
  },
};

/** 'Payment Method': the channels with the first chosen and checked, the hint and 'Payment'. */
export const ChannelPopupOpen: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Payment Method' }));
    // The popup renders into the page body, outside the story's canvas.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Payment Method' });
    const popup = within(dialog);
    await expect(popup.getByText('Please select your repayment method for payment')).toBeInTheDocument();
    await expect(popup.getByRole('radio', { name: awaiting.repayList[0]!.name })).toHaveAttribute('aria-checked', 'true');
    await expect(popup.getByRole('radio', { name: awaiting.repayList[1]!.name })).toHaveAttribute('aria-checked', 'false');
    await expect(popup.getByRole('button', { name: 'Payment' })).toBeInTheDocument();
  },
};

/** Another channel chosen, then 'Payment': the screen's pay action gets that channel. */
export const ChannelChosenAndPaid: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Payment Method' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Payment Method' });
    const channel = awaiting.repayList[2]!;
    await userEvent.click(within(dialog).getByRole('radio', { name: channel.name }));
    await expect(within(dialog).getByRole('radio', { name: channel.name })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Payment' }));
    await expect(args.actions.pay).toHaveBeenCalledWith({ channel: channel.channel_number, name: channel.name });
  },
};

/** 'Scan to pay': the default code as a barcode a cashier scans. */
export const BarcodeModal: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Scan to pay' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Scan to pay' });
    await expect(await within(dialog).findByRole('img', { name: awaiting.defDetail!.payCode })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

export const Loading: Story = loadingStory('Repayment');

export const LoadFailed: Story = loadFailedStory;

/** Another borrower's order, or one that cannot be repaid: the server's message. */
export const OrderRefused: Story = {
  args: {
    data: undefined,
    error: new ApiError('server', { serverMessage: 'This order cannot be repaid now. Please open it again from your order list.' }),
  },
  play: (context) => retriesAfterFailure(context, 'This order cannot be repaid now. Please open it again from your order list.'),
};
