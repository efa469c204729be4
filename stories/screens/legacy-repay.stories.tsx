import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import corpus from '../../schemas/fixtures/repayment.json';
import catalog from '../../schemas/messages/en.json';
import { message } from '../../core/messages.ts';
import { formatMoney } from '../../renderers/core/format.ts';
import { ApiError } from '../../src/api/api-error.ts';
import type { LegacyBankCard, RepaymentWayData } from '../../src/api/legacy-repay.ts';
import CodeStep, { type CodeStepProps } from '../../src/screens/legacy-repay/code-step.tsx';
import { CardsStep } from '../../src/screens/legacy-repay/legacy-repay-screen.tsx';
import styles from '../../src/screens/legacy-repay/legacy-repay.module.css';
import { LoadGate } from '../../src/ui/error-state.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

// The legacy card repay (/app/legacy-repayment), fed by the repayment corpus (schemas/fixtures/repayment.json):
// maria's cards and the amount of her order 'overdue'. Each step is drawn in the page's frame (the amount card above
// it), as LegacyRepayScreen draws it.

const order = corpus.orders.find((o) => o.key === 'overdue')!;
const cards: LegacyBankCard[] = corpus.bankCards.filter((card) => card.borrower === 'maria').map(({ borrower: _b, ...card }) => card);
const amount = order.loanPlayDetail.repayAmount;

function LegacyFrame({ children }: { children: ReactNode }) {
  return (
    <main className={styles.page}>
      <section className={styles.amountCard}>
        <h1 className={styles.amountLabel}>{message('legacyRepay.amount')}</h1>
        <p className={styles.amount}>{formatMoney(amount, false)}</p>
      </section>
      {children}
    </main>
  );
}

/** The code step with its input live, as the screen holds it: what is typed is cleaned to at most 6 digits. */
function LiveCodeStep(props: Omit<CodeStepProps, 'onCode'>) {
  const [code, setCode] = useState(props.code);
  return <CodeStep {...props} code={code} onCode={setCode} />;
}

const codeStepArgs: Omit<CodeStepProps, 'onCode'> = { code: '', secondsLeft: 60, busy: false, onResend: fn(), onConfirm: fn() };

const meta = {
  title: 'Screens/Legacy repay',
  component: CardsStep,
  decorators: [(Story) => <LegacyFrame>{Story()}</LegacyFrame>, phoneFrame],
  ...phoneViewport,
  args: { cards, cardId: undefined, onCard: fn(), busy: false, onSubmit: fn(), onGateway: fn() },
} satisfies Meta<typeof CardsStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards (one with a long bank name), none chosen yet; 'Repay now' and the payment page. */
export const Cards: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: message('legacyRepay.amount') })).toBeInTheDocument();
    await expect(canvas.getByText('₱12,600.00')).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: message('legacyRepay.cards') })).toBeInTheDocument();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(cards.length);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getByRole('radio', { name: new RegExp(cards[1]!.bankName) }));
    await expect(args.onCard).toHaveBeenCalledWith(cards[1]!.id);
    await expect(canvas.getByRole('button', { name: message('legacyRepay.submit') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: message('legacyRepay.otherWay') })).toBeEnabled();
  },
};

/** A card chosen. */
export const CardChosen: Story = {
  args: { cardId: cards[2]!.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: new RegExp(cards[2]!.bankName.replace(/[()]/g, '\\$&')) })).toBeChecked();
  },
};

/** 'Repay now' pressed: it spins, and the payment page waits. */
export const Committing: Story = {
  args: { cardId: cards[0]!.id, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: message('legacyRepay.otherWay') })).toBeDisabled();
  },
};

/** No card: the message, no 'Repay now', and the payment page still offered. */
export const NoCards: Story = {
  args: { cards: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(message('legacyRepay.noCards'))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: message('legacyRepay.submit') })).toBeNull();
    await expect(canvas.getByRole('button', { name: message('legacyRepay.otherWay') })).toBeEnabled();
  },
};

/** The code step just after the commit: the 60-second countdown; the input keeps digits only, at most 6. */
export const CodeStepCountdown: Story = {
  render: () => <LiveCodeStep {...codeStepArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: message('legacyRepay.codeTitle') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: message('legacyRepay.resendIn', { seconds: 60 }) })).toBeDisabled();
    const input = canvas.getByRole('textbox', { name: message('legacyRepay.codeLabel') });
    await userEvent.setup({ pointerEventsCheck: 0 }).type(input, '12a 34-5678');
    await expect(input).toHaveValue('123456');
  },
};

/** The countdown over: 'Send again'. */
export const CodeStepResend: Story = {
  render: () => <LiveCodeStep {...codeStepArgs} secondsLeft={0} code="12" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: message('legacyRepay.resend') })).toBeEnabled();
  },
};

/** A code under 6 digits, confirmed: refused beside the input. */
export const CodeTooShort: Story = {
  render: () => <LiveCodeStep {...codeStepArgs} code="1234" error={message('legacyRepay.codeTooShort')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(message('legacyRepay.codeTooShort'));
    await expect(canvas.getByRole('textbox', { name: message('legacyRepay.codeLabel') })).toHaveValue('1234');
  },
};

/** 800006: the server's wrong-code message, and the typed code still there to correct. */
export const WrongCode800006: Story = {
  render: () => <LiveCodeStep {...codeStepArgs} code="123456" error={catalog['legacyRepay.server.codeWrong']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(catalog['legacyRepay.server.codeWrong']);
    await expect(canvas.getByRole('textbox', { name: message('legacyRepay.codeLabel') })).toHaveValue('123456');
  },
};

/** 800005: do not submit payment twice. */
export const SubmittedTwice800005: Story = {
  render: () => <LiveCodeStep {...codeStepArgs} code="123456" secondsLeft={0} error={catalog['legacyRepay.server.paidTwice']} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(catalog['legacyRepay.server.paidTwice']);
  },
};

/** Confirm pressed: it spins, and neither it nor Resend takes another tap; the code stays. */
export const Confirming: Story = {
  render: () => <LiveCodeStep {...codeStepArgs} code="123456" busy />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: message('legacyRepay.codeLabel') })).toHaveValue('123456');
  },
};

/** The cards are loading. */
export const Loading: Story = {
  render: () => (
    <LoadGate<RepaymentWayData> data={undefined} error={undefined} onRetry={fn()}>
      {() => null}
    </LoadGate>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: message('common.loading') })).toBeInTheDocument();
  },
};

/** The card list failed: the failure message and 'Try again'. */
export const LoadFailed: Story = {
  render: () => (
    <LoadGate<RepaymentWayData> data={undefined} error={new ApiError('network')} onRetry={fn()}>
      {() => null}
    </LoadGate>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: message('common.retry') })).toBeInTheDocument();
  },
};
