import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import corpus from '../../schemas/fixtures/loan-details.json';
import { ApiError } from '../../src/api/api-error.ts';
import type { LoanDetails } from '../../src/api/loan-details.ts';
import { LoanDetailsView } from '../../src/screens/loan-details/loan-details-view.tsx';
import type { LoanDetailsActionKind } from '../../src/screens/loan-details/loan-details-status.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { retriesAfterFailure, showsLoading } from './story-plays.ts';

// Every demo order of the fixture corpus: one story per status (dialogs left out, so the page shows),
// and one per dialog with the order that raises it.

const order = (key: string): LoanDetails => {
  const found = corpus.orders.find((o) => o.key === key);
  if (!found) throw new Error(`No order '${key}' in schemas/fixtures/loan-details.json`);
  return found.response as LoanDetails;
};

/** The page alone: no card, kind-tips or rating dialog in front of it. */
const pageOnly = (details: LoanDetails): LoanDetails => {
  const { cardPopTitle: _title, cardPopMsg: _message, KindTipsMsg: _tips, ...rest } = details;
  return { ...rest, cardNeedPop: 0, isScore: 0 };
};

// The stories pin the page's origin, so the allowed-host check reads the same in every browser.
const urlPolicy = { base: 'https://app.cashpeso.ph/app/loan-details' };

const meta = {
  title: 'Screens/Loan details',
  component: LoanDetailsView,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: {
    data: undefined,
    error: undefined,
    onRetry: fn(),
    showBankTip: false,
    urlPolicy,
    onAction: fn(),
    onHome: fn(),
    onBindBank: fn(),
    onRedirect: fn(),
    onSubmitRating: fn(async () => true),
    onNativeRating: fn(),
  },
} satisfies Meta<typeof LoanDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

type MessageKey = Parameters<typeof message>[0];

/**
 * A status story: the order's page with the status image named, its notice, and these action buttons above
 * 'Back to home'. The first button (or 'Back to home', when the status has none) is tapped and must lead.
 */
function statusStory(key: string, image: string, actions: Array<[LoanDetailsActionKind, MessageKey]>, refusal?: MessageKey): Story {
  const details = pageOnly(order(key));
  return {
    args: { data: details },
    play: async ({ canvasElement, args, userEvent }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { level: 1, name: details.noticeStatusText });
      await expect(canvas.getByText(details.noticeDesText)).toBeInTheDocument();
      await expect(canvasElement.querySelector('[data-status-image]')?.getAttribute('data-status-image')).toBe(image);
      const home = message('loanDetails.action.home');
      await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([...actions.map(([, label]) => message(label)), home]);
      if (refusal) await expect(await canvas.findByRole('alert')).toHaveTextContent(message(refusal));
      else await expect(canvas.queryByRole('alert')).toBeNull();
      const [first] = actions;
      if (first) {
        await userEvent.click(canvas.getByRole('button', { name: message(first[1]) }));
        await expect(args.onAction).toHaveBeenCalledOnce();
        await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ kind: first[0], label: first[1] }));
      } else {
        await userEvent.click(canvas.getByRole('button', { name: home }));
        await expect(args.onHome).toHaveBeenCalledOnce();
      }
    },
  };
}

// Dialogs render into the page body, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A dialog story: the order that raises the dialog, the dialog showing `text`, and `then` answering it. */
function dialogStory(key: string, text: (details: LoanDetails) => string, then: NonNullable<Story['play']>): Story {
  const details = order(key);
  return {
    args: { data: details },
    play: async (context) => {
      const dialog = await page(context.canvasElement).findByRole('dialog');
      await expect(dialog).toHaveTextContent(text(details));
      // A dialog needs a name for screen readers (axe aria-dialog-name).
      await expect(dialog).toHaveAccessibleName();
      await then(context);
    },
  };
}

export const UnderReview21 = statusStory('under-review', 'status-21', []);
export const NotApproved110 = statusStory('not-approved', 'status-110', []);
export const Disbursing151 = statusStory('disbursing', 'status-151', []);
export const AwaitingRepayment170 = statusStory('awaiting-repayment', 'status-200', [['repay', 'loanDetails.action.repayment']]);
export const DueSoonWithRollover174 = statusStory('due-soon-rollover', 'status-174', [
  ['repay', 'loanDetails.action.repay'],
  ['rollover', 'loanDetails.action.rollover'],
]);
export const DueSoon174 = statusStory('due-soon', 'status-174', [['repay', 'loanDetails.action.repayment']]);
export const OverdueWithRollover180 = statusStory('overdue', 'status-180', [
  ['repay', 'loanDetails.action.repay'],
  ['rollover', 'loanDetails.action.rollover'],
]);
export const Repaid200 = statusStory('repaid', 'status-200', [['borrowAgain', 'loanDetails.action.borrowAgain']]);
/** Status 999 with a javascript: playeduL: the 200 image, and the link refused with a message. */
export const UnknownStatusRefusedLink = statusStory('unknown-status', 'status-200', [], 'url.refused');

/** Confirming the card dialog leads to bind bank, and the dialog goes. */
export const CardDialog = dialogStory(
  'disbursing',
  (details) => details.cardPopMsg ?? '',
  async ({ canvasElement, args, userEvent }) => {
    const dialog = page(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: message('loanDetails.card.confirm') }));
    await expect(args.onBindBank).toHaveBeenCalledOnce();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
);
/** 'Got it' closes the kind tips, and the page stays. */
export const KindTipsDialog = dialogStory(
  'due-soon-rollover',
  (details) => details.KindTipsMsg ?? '',
  async ({ canvasElement, userEvent }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: message('loanDetails.kindTips.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: message('loanDetails.kindTips.ok') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  },
);
/** Repay or rollover was opened earlier in this session: the kind-tips dialog stays away. */
export const KindTipsSuppressed: Story = {
  args: { data: order('due-soon-rollover'), showBankTip: true },
  play: async ({ canvasElement }) => {
    const details = order('due-soon-rollover');
    await expect(details.KindTipsMsg).toBeTruthy();
    await within(canvasElement).findByRole('heading', { level: 1, name: details.noticeStatusText });
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(page(canvasElement).queryByText(details.KindTipsMsg!)).toBeNull();
  },
};
/** Submit needs a star (jsdom cannot place a tap on antd-mobile's Rate); Cancel closes the prompt unsent. */
export const RatingDialog = dialogStory(
  'repaid',
  () => message('loanDetails.rating.title'),
  async ({ canvasElement, args, userEvent }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: message('loanDetails.rating.title') });
    await expect(dialog).toHaveTextContent(message('loanDetails.rating.message'));
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(dialog).getByRole('button', { name: message('loanDetails.rating.submit') }));
    await expect(await page(canvasElement).findByText(message('loanDetails.rating.noStar'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: message('common.cancel') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: message('loanDetails.rating.title') })).toBeNull());
    await expect(args.onSubmitRating).not.toHaveBeenCalled();
    await expect(args.onNativeRating).not.toHaveBeenCalled();
  },
);

export const Loading: Story = { play: showsLoading };
export const LoadFailed: Story = { args: { error: new ApiError('network') }, play: (context) => retriesAfterFailure(context) };
/** The server refuses an order that is not the borrower's: its message is shown, with Try again. */
export const ForeignOrderRefused: Story = {
  args: { error: new ApiError('server', { serverMessage: message('loanDetails.orderNotFound') }) },
  play: (context) => retriesAfterFailure(context, message('loanDetails.orderNotFound')),
};
