import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import corpus from '../../schemas/fixtures/loan-details.json';
import { ApiError } from '../../src/api/api-error.ts';
import type { LoanDetails } from '../../src/api/loan-details.ts';
import { LoanDetailsView } from '../../src/screens/loan-details/loan-details-view.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

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

/** A status story: the order's page with the status image named, and these buttons. */
function statusStory(key: string, image: string, buttons: string[]): Story {
  const details = pageOnly(order(key));
  return {
    args: { data: details },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { name: details.noticeStatusText });
      await expect(canvasElement.querySelector('[data-status-image]')?.getAttribute('data-status-image')).toBe(image);
      for (const name of buttons) await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    },
  };
}

/** A dialog story: the order that raises the dialog, and the dialog showing `text`. */
function dialogStory(key: string, text: (details: LoanDetails) => string): Story {
  const details = order(key);
  return {
    args: { data: details },
    play: async ({ canvasElement }) => {
      // Dialogs render into the page body, outside the story's canvas.
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
      await expect(dialog).toHaveTextContent(text(details));
      // A dialog needs a name for screen readers (axe aria-dialog-name).
      await expect(dialog).toHaveAccessibleName();
    },
  };
}

export const UnderReview21 = statusStory('under-review', 'status-21', []);
export const NotApproved110 = statusStory('not-approved', 'status-110', []);
export const Disbursing151 = statusStory('disbursing', 'status-151', []);
export const AwaitingRepayment170 = statusStory('awaiting-repayment', 'status-200', ['Repayment']);
export const DueSoonWithRollover174 = statusStory('due-soon-rollover', 'status-174', ['REPAY', 'Rollover Repayment']);
export const DueSoon174 = statusStory('due-soon', 'status-174', ['Repayment']);
export const OverdueWithRollover180 = statusStory('overdue', 'status-180', ['REPAY', 'Rollover Repayment']);
export const Repaid200 = statusStory('repaid', 'status-200', ['Borrow Again']);
/** Status 999 with a javascript: playeduL: the 200 image, and the link refused with a message. */
export const UnknownStatusRefusedLink = statusStory('unknown-status', 'status-200', []);

export const CardDialog = dialogStory('disbursing', (details) => details.cardPopMsg ?? '');
export const KindTipsDialog = dialogStory('due-soon-rollover', (details) => details.KindTipsMsg ?? '');
/** Repay or rollover was opened earlier in this session: the kind-tips dialog stays away. */
export const KindTipsSuppressed: Story = { args: { data: order('due-soon-rollover'), showBankTip: true } };
export const RatingDialog = dialogStory('repaid', () => 'Rate your experience');

export const Loading: Story = {};
export const LoadFailed: Story = { args: { error: new ApiError('network') } };
export const ForeignOrderRefused: Story = { args: { error: new ApiError('server', { serverMessage: 'We could not find this order. Please open it again from your order list.' }) } };
