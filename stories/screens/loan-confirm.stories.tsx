import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { descriptor as classicDescriptor, nodes as classicNodes } from '../../generated/screens/loan-confirm-classic.ts';
import { descriptor, nodes } from '../../generated/screens/loan-confirm.ts';
import corpus from '../../schemas/fixtures/loan-confirm.json';
import { ApiError } from '../../src/api/api-error.ts';
import type { ClassicLoanConfirm } from '../../src/api/loan-confirm-classic.ts';
import type { LoanConfirm } from '../../src/api/loan-confirm.ts';
import { classicScreenData, confirmScreenData } from '../../src/screens/loan-confirm/confirm-data.ts';
import { ConfirmView, type DialogChoice } from '../../src/screens/loan-confirm/confirm-view.tsx';
import { message } from '../../core/messages.ts';
import { formatMoney, restateMoneyDeep } from '../../core/money.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { retriesAfterFailure, showsLoading } from './story-plays.ts';

// Both loan-confirmation pages in every state: checked, unchecked, the agreement modal, the 'Point out' popup, the
// promo popup, loading and a failed load. The terms are the corpus' 'all-popups' product as the server answers them.

const product = corpus.products.find((p) => p.key === 'all-popups')!;
const agreements = corpus.agreements.map((agreement, index) => ({ title: agreement.title, position: String(index + 1) }));
const plan = Array.from({ length: product.periods }, (_, index) => ({ pay_time: `2027-0${index + 1}-15`, amount: '2480.00' })) as LoanConfirm['repay_plans'];

const confirm: LoanConfirm = {
  comProductLogo: product.logo,
  comProductName: product.name,
  amount: product.amount,
  periods: product.periods,
  termUnit: product.termUnit,
  details: [
    { text: 'Interest', value: '₱1,920.00' },
    { text: 'Total repayment', value: '₱9,920.00' },
  ],
  repay_plans: plan,
  firstPayTime: plan[0]!.pay_time,
  firstPeriodDay: product.termUnit,
  pRateDsc: '0.06% per day',
  sendSms: 0,
  isPopType: 1,
  popTitle: corpus.retentionPopup.title,
  popContent: corpus.retentionPopup.content,
  popAgreementUrl: corpus.agreementPage,
};

const classic: ClassicLoanConfirm = {
  productId: product.productId,
  productName: product.name,
  productLogo: product.logo,
  loanAmount: product.amount,
  repaymentDate: plan.at(-1)!.pay_time,
  periods: product.periods,
  daysPerPeriod: product.termUnit,
  loanTermDays: product.periods * product.termUnit,
  rateText: '0.06% per day',
  detailedRows: confirm.details.map((row) => ({ label: row.text, value: row.value })),
  planRows: plan.map((row, index) => ({ period: index + 1, dueDate: row.pay_time, amount: row.amount })) as ClassicLoanConfirm['planRows'],
  buttonText: product.buttonText,
  promoPopup: { ...product.promoPopup, show: 1 },
};

const meta = {
  title: 'Screens/Loan confirmation',
  component: ConfirmView,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: {
    descriptor,
    nodes,
    data: confirmScreenData(confirm, agreements, false),
    error: undefined,
    onRetry: fn(),
    actions: { loanNow: fn(), openAgreement: fn() },
    onDialog: fn(),
  },
} satisfies Meta<typeof ConfirmView>;

export default meta;
type Story = StoryObj<typeof meta>;

const uncheck: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox'));
  await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  await expect(canvas.getAllByRole('button').at(-1)).toBeDisabled();
};

/** The dialog in front, named `name` and showing `text`; tapping `button` tells the page the borrower's `choice`. */
const dialogNamed =
  (name: string, text: string, button: string, choice: DialogChoice): Story['play'] =>
  async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(await within(dialog).findByText(text)).toBeInTheDocument();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(dialog).getByRole('button', { name: button }));
    await expect(args.onDialog).toHaveBeenCalledOnce();
    await expect(args.onDialog).toHaveBeenCalledWith(args.dialog!.kind, choice);
  };

/** The terms as the server gave them, the agreements accepted, and the submit button leading on. */
export const Checked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByText(`1/${product.periods}`)).toBeInTheDocument();
    await expect(canvas.getAllByText(product.name).length).toBeGreaterThan(0);
    for (const row of confirm.details) await expect(canvas.getByText(row.value)).toBeInTheDocument();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(canvas.getAllByRole('button').at(-1)!);
    await expect(args.actions!.loanNow).toHaveBeenCalledOnce();
  },
};
export const Unchecked: Story = { play: uncheck };
/** The agreement page is fetched from the app's origin; in Storybook it is not there, so the modal says so. */
export const AgreementModal: Story = { args: { dialog: { kind: 'agreement', url: corpus.agreementPage } }, play: dialogNamed(message('loanConfirm.agreement.title'), message('loanConfirm.agreement.failed'), message('loanConfirm.agree'), 'agree') };
export const RetentionPopup: Story = {
  args: { dialog: { kind: 'retention', title: confirm.popTitle, content: confirm.popContent } },
  play: dialogNamed(corpus.retentionPopup.title, corpus.retentionPopup.content, message('common.cancel'), 'cancel'),
};
/** The rupee market (system=1): the server restates its texts with the rupee's sign, and the page formats its own amounts so. */
export const RupeeMarket: Story = {
  args: { data: confirmScreenData(restateMoneyDeep(confirm, true), agreements, true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(formatMoney(product.amount, true)).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(formatMoney(plan[0]!.amount, true))).toHaveLength(product.periods);
    await expect(canvasElement).not.toHaveTextContent('₱');
  },
};

/** While the terms load: the page's heading at once (it reads no data), a skeleton for the rest, no checkbox yet. */
const loadingPlay =
  (screen: { nodes: ReadonlyArray<{ node: string; text?: unknown }> }): Story['play'] =>
  async (context) => {
    await showsLoading(context);
    const heading = screen.nodes.find((node) => node.node === 'heading');
    await expect(within(context.canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(String(heading?.text));
    await expect(within(context.canvasElement).queryByRole('checkbox')).toBeNull();
  };

export const Loading: Story = { args: { data: undefined }, play: loadingPlay(descriptor) };
export const LoadFailed: Story = { args: { data: undefined, error: new ApiError('network') }, play: retriesAfterFailure };
export const ProductRefused: Story = {
  args: { data: undefined, error: new ApiError('server', { serverMessage: 'This product is not offered to you.' }) },
  play: (context) => retriesAfterFailure(context, 'This product is not offered to you.'),
};

const classicArgs = { descriptor: classicDescriptor, nodes: classicNodes, data: classicScreenData(classic, agreements, false) };

export const ClassicChecked: Story = {
  args: classicArgs,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: product.buttonText });
    await expect(button).toBeEnabled();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    await expect(args.actions!.loanNow).toHaveBeenCalledOnce();
  },
};
export const ClassicUnchecked: Story = { args: classicArgs, play: uncheck };
export const ClassicPromoPopup: Story = {
  args: { ...classicArgs, dialog: { kind: 'promo', imageUrl: product.promoPopup.imageUrl, text: product.promoPopup.text } },
  play: dialogNamed(message('loanConfirm.promo.title'), product.promoPopup.text, message('loanConfirm.promo.close'), 'close'),
};
export const ClassicLoading: Story = { args: { ...classicArgs, data: undefined }, play: loadingPlay(classicDescriptor) };
export const ClassicLoadFailed: Story = {
  args: { ...classicArgs, data: undefined, error: new ApiError('timeout') },
  play: (context) => retriesAfterFailure(context, message('error.timeout')),
};
