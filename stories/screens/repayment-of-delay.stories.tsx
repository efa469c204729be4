import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { generateVcodeCall } from '../../generated/calls/loan-details/generate-vcode.ts';
import { rolloverInfoCall } from '../../generated/calls/repayment/rollover-info.ts';
import { formatDate, formatMoney } from '../../renderers/core/format.ts';
import { readSavedRepayment } from '../../src/platform/saved-repayment.ts';
import { refusal } from '../../src/screens/fake-server.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { delayInfo, loadFailedStory, loadingStory, payUrl, repaymentOrder, repaymentTexts, routePath, sentTo, servedRepayment } from './repayment-story-kit.ts';
import { ServedRoute, servedSpies } from './served-route.tsx';

// Repayment of delay (repayDelayUrl, the extension), served: each story opens the route's real screen for a rollover
// order of the repayment corpus (schemas/fixtures/repayment.json), its rollover-info answered by the screen tests'
// fake server: the extension with and without the default code, the tip shown and hidden, the channel popup and the
// payment, the barcode modal, and the load's waiting, failing and refused states. The extension has no collapsible
// detail list: it shows the Plan.

// 'due-soon-rollover': default code, tip shown. 'overdue': no default code, tip hidden, overdue charges in the plan.
const rollover = delayInfo('due-soon-rollover');
const overdue = delayInfo('overdue');
const texts = repaymentTexts('delay');

const meta = {
  title: 'Screens/Repayment of delay',
  component: ServedRoute,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { ...servedRepayment('delay', 'due-soon-rollover'), ...servedSpies() },
} satisfies Meta<typeof ServedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The extension fee's title and amount, 'Your next payment date is', the Plan, the tip, the default code. */
export const Extension: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: formatMoney(rollover.delayInfo.delayAmount, false) });
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: rollover.delayInfo.title })).toBeInTheDocument();
    await expect(canvas.getByText(texts.dateLabel)).toBeInTheDocument();
    await expect(canvas.getAllByText(formatDate(rollover.repayDate)).length).toBeGreaterThan(0);
    await expect(await canvas.findByText(texts.plan)).toBeInTheDocument();
    for (const row of rollover.repayPlan) await expect(canvas.getByText(row.remark)).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: texts.tip })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: texts.copy(rollover.defDetail!.payCode) })).toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent(rollover.noticeMsg);
    // The page asked rollover-info for the order of its query.
    const { productId, orderId } = repaymentOrder('due-soon-rollover');
    await expect(args.sent).toHaveBeenCalledWith(expect.objectContaining({ path: rolloverInfoCall.path, body: { productId, orderId } }));
  },
};

/** 'overdue': no default code (no tile, no barcode) and isShowReyTop 0 (no tip). */
export const NoDefaultCodeTipHidden: Story = {
  args: servedRepayment('delay', 'overdue'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: formatMoney(overdue.delayInfo.delayAmount, false) });
    await canvas.findByRole('button', { name: texts.channels });
    await expect(canvas.queryByRole('button', { name: texts.copyAny })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: texts.scan })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: texts.tip })).not.toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent(overdue.noticeMsg);
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

/** The default-code tile saves the extension's info (its delay amount the total) and opens /repaymentOfCode2. */
export const DefaultCodeOpened: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const code = rollover.defDetail!;
    await userEvent.click(await within(canvasElement).findByRole('button', { name: texts.tile(code) }));
    await waitFor(() => expect(args.assign).toHaveBeenCalledOnce());
    await expect(sentTo(args.assign).pathname).toBe(routePath('repaymentOfCode2'));
    const saved = readSavedRepayment();
    await expect(saved.ok && saved.info).toMatchObject({ payCode: code.payCode, delayAmount: rollover.delayInfo.delayAmount });
  },
};

/** system=1: the fee and the plan in rupees. */
export const Rupees: Story = {
  args: servedRepayment('delay', 'due-soon-rollover', { query: '&system=1' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2, name: formatMoney(rollover.delayInfo.delayAmount, true) })).toBeInTheDocument();
  },
};

// The popups render into the page body, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 'Payment Method': the first channel chosen; 'Payment' asks generate-vcode for the fee (isDelay '1'), then pays. */
export const ChannelPopupOpen: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: texts.channels }));
    const popup = within(await page(canvasElement).findByRole('dialog', { name: texts.channelsTitle }));
    await expect(popup.getByText(texts.channelsHint)).toBeInTheDocument();
    const channel = rollover.repayList[0]!;
    await expect(popup.getByRole('radio', { name: channel.name })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(popup.getByRole('button', { name: texts.pay }));
    await waitFor(() => expect(args.assign).toHaveBeenCalledOnce(), { timeout: 5000 });
    await expect(args.sent).toHaveBeenCalledWith(
      expect.objectContaining({
        path: generateVcodeCall.path,
        body: expect.objectContaining({ amount: rollover.delayInfo.delayAmount, isDelay: '1', channelNumber: channel.channel_number }),
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
    await expect(await within(dialog).findByRole('img', { name: rollover.defDetail!.payCode })).toBeInTheDocument();
  },
};

export const Loading: Story = loadingStory('delay', 'due-soon-rollover');

export const LoadFailed: Story = loadFailedStory('delay', 'due-soon-rollover');

/** An order without rollover: the server's refusal, with Try again. */
export const ExtensionRefused: Story = loadFailedStory(
  'delay',
  'due-soon-rollover',
  refusal('EXTENSION_NOT_ALLOWED', message('repayment.server.extensionNotAllowed')),
  message('repayment.server.extensionNotAllowed'),
);
