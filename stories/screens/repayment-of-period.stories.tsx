import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { generateVcodeCall } from '../../generated/calls/loan-details/generate-vcode.ts';
import { loanPlayDetailCall } from '../../generated/calls/repayment/loan-play-detail.ts';
import { formatDate, formatMoney } from '../../renderers/core/format.ts';
import { readSavedRepayment } from '../../src/platform/saved-repayment.ts';
import { refusal } from '../../src/screens/fake-server.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { loadFailedStory, loadingStory, payUrl, periodInfo, repaymentOrder, repaymentTexts, routePath, sentTo, servedRepayment } from './repayment-story-kit.ts';
import { ServedRoute, servedSpies } from './served-route.tsx';

// Repayment of period (repayUrl), served: each story opens the route's real screen for an order of the repayment
// corpus (schemas/fixtures/repayment.json), its loan-play-detail answered by the screen tests' fake server: collapsed
// and expanded, with and without the default code, the tip shown and hidden, the channel popup and the payment, the
// barcode modal, and the load's waiting, failing and refused states.

// 'awaiting-repayment': default code, tip shown, a notice. 'due-soon': no default code, a long notice.
// 'due-soon-rollover': tip hidden, no notice. 'overdue': ten detail rows, a long default-code title.
const awaiting = periodInfo('awaiting-repayment');
const texts = repaymentTexts('period');

const meta = {
  title: 'Screens/Repayment of period',
  component: ServedRoute,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { ...servedRepayment('period', 'awaiting-repayment'), ...servedSpies() },
} satisfies Meta<typeof ServedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading, logo and name, two detail rows behind 'more', the tip, the default code, the notice, 'Payment Method'. */
export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: formatMoney(awaiting.repayAmount, false) });
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    await expect(canvas.getByText(texts.dateLabel)).toBeInTheDocument();
    await expect(canvas.getByText(formatDate(awaiting.repayDate))).toBeInTheDocument();
    await expect(canvas.getByText(awaiting.productName)).toBeInTheDocument();
    await expect(canvas.getByText(awaiting.detail[1]!.text)).toBeInTheDocument();
    await expect(canvas.queryByText(awaiting.detail[2]!.text)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: texts.more })).toHaveAttribute('aria-expanded', 'false');
    await expect(await canvas.findByRole('button', { name: texts.tip })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: texts.copy(awaiting.defDetail!.payCode) })).toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent(awaiting.noticeMsg);
    await expect(canvas.getByRole('button', { name: texts.channels })).toBeInTheDocument();
    // The page asked for the order of its query, once.
    const { productId, orderId } = repaymentOrder('awaiting-repayment');
    await expect(args.sent).toHaveBeenCalledWith(expect.objectContaining({ path: loanPlayDetailCall.path, body: { productId, orderId } }));
  },
};

/** 'overdue': after 'more', every detail row, and 'hide'. */
export const Expanded: Story = {
  args: servedRepayment('period', 'overdue'),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const rows = periodInfo('overdue').detail;
    await userEvent.click(await canvas.findByRole('button', { name: texts.more }));
    for (const row of rows) await expect(canvas.getByText(row.text)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: texts.hide })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** 'due-soon': no defDetail, so no code tile and no barcode; its long notice wraps above the button. */
export const NoDefaultCode: Story = {
  args: servedRepayment('period', 'due-soon'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: texts.channels });
    await expect(canvas.queryByRole('button', { name: texts.copyAny })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: texts.scan })).not.toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent(periodInfo('due-soon').noticeMsg);
  },
};

/** 'due-soon-rollover': isShowReyTop 0, so no tip image; an empty noticeMsg draws no notice. */
export const TipHidden: Story = {
  args: servedRepayment('period', 'due-soon-rollover'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = periodInfo('due-soon-rollover');
    await canvas.findByRole('heading', { level: 2, name: formatMoney(info.repayAmount, false) });
    await canvas.findByRole('button', { name: texts.channels });
    await expect(canvas.queryByRole('button', { name: texts.tip })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

/** The tip image leads to the provider guidance (DRInstructions), with the borrower's session. */
export const TipShown: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: texts.tip }));
    await waitFor(() => expect(args.assign).toHaveBeenCalledOnce());
    await expect(sentTo(args.assign).pathname).toBe(routePath('DRInstructions'));
    await expect(sentTo(args.assign).searchParams.get('sessionId')).toBeTruthy();
  },
};

/** 'overdue': the long default-code title wraps in the tile. */
export const LongDefaultCodeTitle: Story = {
  args: servedRepayment('period', 'overdue'),
  play: async ({ canvasElement }) => {
    const code = periodInfo('overdue').defDetail!;
    await expect(await within(canvasElement).findByText(code.title)).toBeInTheDocument();
  },
};

/** The default-code tile saves the repayment info and opens /repaymentOfCode2. */
export const DefaultCodeOpened: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const code = awaiting.defDetail!;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: texts.tile(code) }));
    await waitFor(() => expect(args.assign).toHaveBeenCalledOnce());
    await expect(sentTo(args.assign).pathname).toBe(routePath('repaymentOfCode2'));
    const saved = readSavedRepayment();
    await expect(saved.ok && saved.info).toMatchObject({ payCode: code.payCode, title: code.title, repayAmount: awaiting.repayAmount });
  },
};

/** system=1: the amounts in rupees. */
export const Rupees: Story = {
  args: servedRepayment('period', 'awaiting-repayment', { query: '&system=1' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: formatMoney(awaiting.repayAmount, true) })).toBeInTheDocument();
  },
};

// The popups render into the page body, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 'Payment Method': the channels with the first chosen and checked, the hint and 'Payment'. */
export const ChannelPopupOpen: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: texts.channels }));
    const popup = within(await page(canvasElement).findByRole('dialog', { name: texts.channelsTitle }));
    await expect(popup.getByText(texts.channelsHint)).toBeInTheDocument();
    await expect(popup.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(awaiting.repayList.map((channel) => channel.name));
    await expect(popup.getByRole('radio', { name: awaiting.repayList[0]!.name })).toHaveAttribute('aria-checked', 'true');
    await expect(popup.getByRole('radio', { name: awaiting.repayList[1]!.name })).toHaveAttribute('aria-checked', 'false');
    await expect(popup.getByRole('button', { name: texts.pay })).toBeInTheDocument();
  },
};

/** Another channel chosen, then 'Payment': generate-vcode with that channel and the amount, then the payment page. */
export const ChannelChosenAndPaid: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: texts.channels }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: texts.channelsTitle });
    const channel = awaiting.repayList[2]!;
    await userEvent.click(within(dialog).getByRole('radio', { name: channel.name }));
    await expect(within(dialog).getByRole('radio', { name: channel.name })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.pay }));
    await waitFor(() => expect(args.assign).toHaveBeenCalledOnce(), { timeout: 5000 });
    await expect(args.sent).toHaveBeenCalledWith(
      expect.objectContaining({
        path: generateVcodeCall.path,
        body: expect.objectContaining({ amount: awaiting.repayAmount, isDelay: '0', channelNumber: channel.channel_number }),
      }),
    );
    await expect(`${sentTo(args.assign).pathname}${sentTo(args.assign).search}`).toBe(payUrl);
  },
};

/** 'Scan to pay': the default code as a barcode a cashier scans. */
export const BarcodeModal: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: texts.scan }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: texts.scanTitle });
    await expect(await within(dialog).findByRole('img', { name: awaiting.defDetail!.payCode })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: texts.close })).toBeInTheDocument();
  },
};

export const Loading: Story = loadingStory('period', 'awaiting-repayment');

export const LoadFailed: Story = loadFailedStory('period', 'awaiting-repayment');

/** Another borrower's order, or one that cannot be repaid: the server's message, with Try again. */
export const OrderRefused: Story = loadFailedStory(
  'period',
  'awaiting-repayment',
  refusal('ORDER_NOT_REPAYABLE', message('repayment.server.orderNotRepayable')),
  message('repayment.server.orderNotRepayable'),
);
