import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { routes } from '../../core/routes.ts';
import corpus from '../../schemas/fixtures/loan-details.json';
import { eventSaveCall } from '../../generated/calls/service/event-save.ts';
import { googleScoreCall } from '../../generated/calls/loan-details/google-score.ts';
import { loanDetailsCall } from '../../generated/calls/loan-details/loan-details.ts';
import type { LoanDetails } from '../../src/api/loan-details.ts';
import { networkError, refusal, noAnswer, success, type FakeApi } from '../../src/screens/fake-server.ts';
import { removeStored } from '../../src/platform/web-storage.ts';
import { setShowBankTip, showBankTipEntry } from '../../src/screens/loan-details/show-bank-tip.ts';
import type { LoanDetailsActionKind } from '../../src/screens/loan-details/loan-details-status.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { ServedRoute, servedSpies } from './served-route.tsx';
import { retriesAfterFailure, showsLoading } from './story-plays.ts';

// The Loan details screen, served: each story opens the route's real screen for an order of the fixture corpus,
// answered by the screen tests' fake server. One story per status (dialogs left out, so the page shows), one per
// dialog with the order that raises it, and the load's waiting and failing states.

type Order = (typeof corpus.orders)[number];
const order = (key: string): Order => {
  const found = corpus.orders.find((o) => o.key === key);
  if (!found) throw new Error(`No order '${key}' in schemas/fixtures/loan-details.json`);
  return found;
};

/** The page alone: no card, kind-tips or rating dialog in front of it. */
const pageOnly = (details: LoanDetails): LoanDetails => {
  const { cardPopTitle: _title, cardPopMsg: _message, KindTipsMsg: _tips, ...rest } = details;
  return { ...rest, cardNeedPop: 0, isScore: 0 };
};

/** The order's page, its loan details answered with `details` (the order's own by default), the small calls taken. */
function served(key: string, details = order(key).response as LoanDetails, loanDetails = success(details)) {
  const { productId, orderId } = order(key);
  return {
    query: `productId=${productId}&orderId=${orderId}`,
    serve: (api: FakeApi) => void api.answer(loanDetailsCall, loanDetails).answer(googleScoreCall, success(true)).answer(eventSaveCall, success(null)),
  };
}

const meta = {
  title: 'Screens/Loan details',
  component: ServedRoute,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { route: 'loanDetailUrl', ...served('due-soon'), ...servedSpies() },
} satisfies Meta<typeof ServedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

type MessageKey = Parameters<typeof message>[0];

/** The path of the page the borrower was sent to (pageLocation.assign's first call). */
const sentTo = (assign: unknown) => new URL(String((assign as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0]), 'https://app.test').pathname;
const routePath = (name: keyof typeof routes) => `/app${routes[name].path}`;

const targets: Record<LoanDetailsActionKind, string> = { repay: routePath('repayUrl'), rollover: routePath('repayDelayUrl'), borrowAgain: routePath('productDetail') };
/**
 * A status story: the order's page with the status image named, its notice, and these action buttons above
 * 'Back to home'. The first button (or 'Back to home', when the status has none) is tapped and must lead.
 */
function statusStory(key: string, image: string, actions: Array<[LoanDetailsActionKind, MessageKey]>, refused?: MessageKey): Story {
  const details = pageOnly(order(key).response as LoanDetails);
  return {
    args: served(key, details),
    play: async ({ canvasElement, args, userEvent }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { level: 1, name: details.noticeStatusText });
      await expect(canvas.getByText(details.noticeDesText)).toBeInTheDocument();
      await expect(canvasElement.querySelector('[data-status-image]')?.getAttribute('data-status-image')).toBe(image);
      const home = message('loanDetails.action.home');
      await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([...actions.map(([, label]) => message(label)), home]);
      if (refused) await expect(await canvas.findByRole('alert')).toHaveTextContent(message(refused));
      else await expect(canvas.queryByRole('alert')).toBeNull();
      const [first] = actions;
      if (first) {
        await userEvent.click(canvas.getByRole('button', { name: message(first[1]) }));
        await waitFor(() => expect(args.assign).toHaveBeenCalledOnce());
        await expect(sentTo(args.assign)).toBe(targets[first[0]]);
      } else {
        await userEvent.click(canvas.getByRole('button', { name: home }));
        await expect(args.assign).toHaveBeenCalledOnce();
        await expect(sentTo(args.assign)).toBe(routePath('main'));
      }
    },
  };
}

// Dialogs render into the page body, outside the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A dialog story: the order that raises the dialog, the dialog showing `text`, and `then` answering it. */
function dialogStory(key: string, text: (details: LoanDetails) => string, then: NonNullable<Story['play']>): Story {
  const details = order(key).response as LoanDetails;
  return {
    args: served(key),
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
    await expect(args.assign).toHaveBeenCalledOnce();
    await expect(sentTo(args.assign)).toBe(routePath('bindBank'));
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
  args: served('due-soon-rollover'),
  // The flag the screen sets as the borrower opens repay or rollover, stored before the page opens.
  beforeEach: () => {
    setShowBankTip();
    return () => removeStored([showBankTipEntry]);
  },
  play: async ({ canvasElement }) => {
    const details = order('due-soon-rollover').response as LoanDetails;
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
    await expect(args.sent).not.toHaveBeenCalledWith(expect.objectContaining({ path: googleScoreCall.path }));
    await expect(args.bridge.openNativeRating).not.toHaveBeenCalled();
  },
);

export const Loading: Story = { args: served('due-soon', undefined, noAnswer), play: showsLoading };
/** The load fails, Try again asks again, and the order shows. */
export const LoadFailed: Story = {
  args: { serve: (api) => void served('due-soon').serve(api.answerOnce(loanDetailsCall, networkError)) },
  play: async (context) => {
    await retriesAfterFailure(context);
    await within(context.canvasElement).findByRole('heading', { level: 1, name: order('due-soon').response.noticeStatusText });
  },
};
/** The server refuses an order that is not the borrower's: its message is shown, with Try again. */
export const ForeignOrderRefused: Story = {
  args: served('due-soon', undefined, refusal('10001', message('loanDetails.orderNotFound'))),
  play: (context) => retriesAfterFailure(context, message('loanDetails.orderNotFound')),
};
