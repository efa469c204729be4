import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { repaymentCommitCall } from '../../generated/calls/legacy-repay/repayment-commit.ts';
import { repaymentConfirmCall } from '../../generated/calls/legacy-repay/repayment-confirm.ts';
import { repaymentGatewayCall } from '../../generated/calls/legacy-repay/repayment-gateway.ts';
import { repaymentWayCall } from '../../generated/calls/legacy-repay/repayment-way.ts';
import { formatMoney } from '../../renderers/core/format.ts';
import corpus from '../../schemas/fixtures/repayment.json';
import type { LegacyBankCard } from '../../src/api/legacy-repay.ts';
import { networkError, noAnswer, refusal, success, type Answer, type FakeApi } from '../../src/screens/fake-server.ts';
import { smsCountdownSeconds } from '../../src/platform/use-countdown.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { escapeRegExp, routePath, sentTo } from './repayment-story-kit.ts';
import { ServedRoute, servedSpies } from './served-route.tsx';
import { retriesAfterFailure, showsLoading } from './story-plays.ts';

// The legacy card repay (legacyRepay), served: each story opens the route's real screen for maria's order 'overdue'
// of the repayment corpus (schemas/fixtures/repayment.json), its repayment-way answered with her cards, and walks it
// as far as its state: the cards, one chosen, the commit under way, the SMS code step (countdown, resend, a short
// code, the server's wrong-code and paid-twice refusals, confirming, paid), the payment page, and the card list's
// waiting and failing loads.

const order = corpus.orders.find((o) => o.key === 'overdue')!;
const cards: LegacyBankCard[] = corpus.bankCards.filter((card) => card.borrower === 'maria').map(({ borrower: _b, ...card }) => card);
const amount = order.loanPlayDetail.repayAmount;
/** The token repayment-way hands out, which the commit must carry back. */
const repayToken = '5f0c3a9d2e7b4c1a8d6e0f3b9a2c7d41';
const repayRecordId = '77';
/** Where the gateway sends the borrower: the simulated provider's page, on the app's own origin. */
const gatewayUrl = '/dev/simulated-pay?attempt=77';

interface Answers {
  way?: Answer;
  commit?: Answer;
  confirm?: Answer;
  /** Run on the fake server after the standing answers: answerOnce, for a first answer that differs. */
  then?: (api: FakeApi) => void;
}

/** The order's page, its calls answered as the fixtures have it unless `answers` says otherwise. */
function served({ way, commit, confirm, then }: Answers = {}) {
  return {
    query: new URLSearchParams({ productId: order.productId, orderId: order.orderId, amount }).toString(),
    serve: (api: FakeApi) => {
      api
        .answer(repaymentWayCall, way ?? success({ alipay: '', repayToken, bankCards: cards }))
        .answer(repaymentCommitCall, commit ?? success({ repayRecordId, needValid: order.needValid }))
        .answer(repaymentConfirmCall, confirm ?? success({}))
        .answer(repaymentGatewayCall, success({ url: gatewayUrl }));
      then?.(api);
    },
  };
}

const meta = {
  title: 'Screens/Legacy repay',
  component: ServedRoute,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { route: 'legacyRepay', ...served(), ...servedSpies() },
} satisfies Meta<typeof ServedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const cardRadio = (card: LegacyBankCard) => ({ name: new RegExp(escapeRegExp(card.bankName)) });
/** The requests the screen sent to `call`, in order. */
const requestsTo = (args: Context['args'], call: { path: string }) =>
  (args.sent as unknown as { mock: { calls: Array<[{ path: string; body: Record<string, string> }]> } }).mock.calls.map(([request]) => request).filter((request) => request.path === call.path);

/** Chooses `card` and presses 'Repay now'. */
async function commitWith({ canvasElement, userEvent }: Context, card = cards[1]!) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', cardRadio(card)));
  await userEvent.click(canvas.getByRole('button', { name: message('legacyRepay.submit') }));
}

/** Chooses a card, commits, and answers the code step's input once it shows. */
async function toCodeStep(context: Context): Promise<HTMLElement> {
  await commitWith(context);
  return within(context.canvasElement).findByRole('textbox', { name: message('legacyRepay.codeLabel') }, { timeout: 5000 });
}

/**
 * Types `text` into the code input through Storybook's user-event: in the stories' test, the user-event that the
 * test hands the play types into antd-mobile's Input unheard by React once another story has run before it.
 */
const typeCode = (input: HTMLElement, text: string) => userEvent.setup({ pointerEventsCheck: 0 }).type(input, text);

/** The countdown's button, whatever second it shows. */
const countdown = new RegExp(`^${escapeRegExp(message('legacyRepay.resendIn', { seconds: '\u0000' })).replace('\u0000', '\\d+')}$`);

/** The cards (one with a long bank name), none chosen yet; 'Repay now' and the payment page. */
export const Cards: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: message('legacyRepay.amount') })).toBeInTheDocument();
    await expect(canvas.getByText(formatMoney(amount, false))).toBeInTheDocument();
    await expect(await canvas.findByRole('group', { name: message('legacyRepay.cards') })).toBeInTheDocument();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(cards.length);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', cardRadio(cards[1]!)));
    await expect(canvas.getByRole('radio', cardRadio(cards[1]!))).toBeChecked();
    await expect(canvas.getByRole('button', { name: message('legacyRepay.submit') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: message('legacyRepay.otherWay') })).toBeEnabled();
    // The page asked for the cards of the order of its query.
    await expect(requestsTo(args, repaymentWayCall)[0]?.body).toMatchObject({ orderId: order.orderId });
  },
};

/** A card chosen: the long bank name's. */
export const CardChosen: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', cardRadio(cards[2]!)));
    await expect(canvas.getByRole('radio', cardRadio(cards[2]!))).toBeChecked();
    await expect(canvas.getByRole('radio', cardRadio(cards[0]!))).not.toBeChecked();
  },
};

/** 'Repay now' pressed, the commit unanswered: it spins, and the payment page waits. */
export const Committing: Story = {
  args: served({ commit: noAnswer }),
  play: async (context) => {
    await commitWith(context, cards[0]);
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: message('legacyRepay.otherWay') })).toBeDisabled());
    const [commit] = requestsTo(context.args, repaymentCommitCall);
    await expect(commit?.body).toMatchObject({ cardId: cards[0]!.id, repayToken, amount, orderId: order.orderId });
  },
};

/** No card: the message, no 'Repay now', and the payment page still offered. */
export const NoCards: Story = {
  args: served({ way: success({ alipay: '', repayToken, bankCards: [] }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(message('legacyRepay.noCards'))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: message('legacyRepay.submit') })).toBeNull();
    await expect(canvas.getByRole('button', { name: message('legacyRepay.otherWay') })).toBeEnabled();
  },
};

/** The payment page: repayment-gateway with the order and the amount, then its URL. */
export const PaymentPage: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: message('legacyRepay.otherWay') }));
    await waitFor(() => expect(args.assign).toHaveBeenCalledOnce());
    await expect(requestsTo(args, repaymentGatewayCall)[0]?.body).toMatchObject({ orderId: order.orderId, amount });
    await expect(`${sentTo(args.assign).pathname}${sentTo(args.assign).search}`).toBe(gatewayUrl);
  },
};

/** The code step just after the commit: the countdown; the input keeps digits only, at most 6. */
export const CodeStepCountdown: Story = {
  play: async (context) => {
    const input = await toCodeStep(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { name: message('legacyRepay.codeTitle') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: countdown })).toBeDisabled();
    await typeCode(input, '12a 34-5678');
    await expect(input).toHaveValue('123456');
  },
};

/**
 * The countdown over (the clock moved past its 60 seconds): 'Send again', which asks repayment-way for a new token
 * and commits again with it.
 */
export const CodeStepResend: Story = {
  play: async (context) => {
    await toCodeStep(context);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('button', { name: countdown });
    // The page's clock moved on by the countdown's length (not a spy: Storybook's instrumentation reads Date.now).
    const now = Date.now;
    Date.now = () => now.call(Date) + (smsCountdownSeconds + 1) * 1000;
    try {
      await expect(await canvas.findByRole('button', { name: message('legacyRepay.resend') })).toBeEnabled();
    } finally {
      Date.now = now;
    }
    await context.userEvent.click(canvas.getByRole('button', { name: message('legacyRepay.resend') }));
    await waitFor(() => expect(requestsTo(context.args, repaymentCommitCall)).toHaveLength(2));
    await expect(requestsTo(context.args, repaymentWayCall)).toHaveLength(2);
  },
};

/** A code under 6 digits, confirmed: refused beside the input, and nothing sent. */
export const CodeTooShort: Story = {
  play: async (context) => {
    const input = await toCodeStep(context);
    const canvas = within(context.canvasElement);
    await typeCode(input, '1234');
    await context.userEvent.click(canvas.getByRole('button', { name: message('legacyRepay.confirm') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message('legacyRepay.codeTooShort'));
    await expect(input).toHaveValue('1234');
    await expect(requestsTo(context.args, repaymentConfirmCall)).toHaveLength(0);
  },
};

/** Confirms the code '123456' on the code step; answers the input. */
async function confirmCode(context: Context): Promise<HTMLElement> {
  const input = await toCodeStep(context);
  await typeCode(input, '123456');
  await context.userEvent.click(within(context.canvasElement).getByRole('button', { name: message('legacyRepay.confirm') }));
  return input;
}

/** 800006: the server's wrong-code message, and the typed code still there to correct. */
export const WrongCode800006: Story = {
  args: served({ confirm: refusal(800006, message('legacyRepay.server.codeWrong')) }),
  play: async (context) => {
    const input = await confirmCode(context);
    await expect(await within(context.canvasElement).findByRole('alert')).toHaveTextContent(message('legacyRepay.server.codeWrong'));
    await expect(input).toHaveValue('123456');
    await expect(requestsTo(context.args, repaymentConfirmCall)[0]?.body).toMatchObject({ verifyCode: '123456', repaymentRecordId: repayRecordId });
  },
};

/** 800005: do not submit payment twice. */
export const SubmittedTwice800005: Story = {
  args: served({ confirm: refusal(800005, message('legacyRepay.server.paidTwice')) }),
  play: async (context) => {
    await confirmCode(context);
    await expect(await within(context.canvasElement).findByRole('alert')).toHaveTextContent(message('legacyRepay.server.paidTwice'));
  },
};

/** Confirm pressed, the answer not yet come: it spins, and neither it nor Resend takes another tap; the code stays. */
export const Confirming: Story = {
  args: served({ confirm: noAnswer }),
  play: async (context) => {
    const input = await confirmCode(context);
    const canvas = within(context.canvasElement);
    // Busy, Confirm spins in place of its name.
    await waitFor(() => expect(canvas.queryByRole('button', { name: message('legacyRepay.confirm') })).toBeNull());
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) await expect(button).toBeDisabled();
    await expect(input).toHaveValue('123456');
  },
};

/** The code confirmed: the borrower is taken to the order's borrow detail, in place of this page. */
export const Paid: Story = {
  play: async (context) => {
    await confirmCode(context);
    const { args } = context;
    await waitFor(() => expect(args.replace).toHaveBeenCalledOnce());
    await expect(sentTo(args.replace).pathname).toBe(routePath('loanDetailUrl'));
    await expect(sentTo(args.replace).searchParams.get('orderId')).toBe(order.orderId);
  },
};

/** The cards are loading. */
export const Loading: Story = {
  args: served({ way: noAnswer }),
  play: showsLoading,
};

/** The card list failed: the failure message; 'Try again' asks again, and the cards show. */
export const LoadFailed: Story = {
  args: served({ then: (api) => void api.answerOnce(repaymentWayCall, networkError) }),
  play: async (context) => {
    await retriesAfterFailure(context);
    await expect(await within(context.canvasElement).findByRole('group', { name: message('legacyRepay.cards') })).toBeInTheDocument();
  },
};
