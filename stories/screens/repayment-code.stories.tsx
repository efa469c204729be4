import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import corpus from '../../schemas/fixtures/repayment.json';
import { message } from '../../core/messages.ts';
import { readCodeQuery, type CodeQuery } from '../../src/screens/repayment-code/code-query.ts';
import RepaymentCodeScreen, { RepaymentCodeView } from '../../src/screens/repayment-code/repayment-code-screen.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

// /repaymentOfCode fed by the repayment corpus (schemas/fixtures/repayment.json): the default code of the order
// 'awaiting-repayment', as the link's query carries it.

const order = corpus.orders.find((o) => o.key === 'awaiting-repayment')!;
const code = order.loanPlayDetail.defDetail!;
const base = 'https://app.cashpeso.ph/app/repaymentOfCode';

function queryOf(showType: string): CodeQuery {
  const search = new URLSearchParams({ showType, payCode: code.payCode, payCodeImg: code.logo, repayAmount: order.loanPlayDetail.repayAmount });
  const query = readCodeQuery(`?${search}`, base);
  if (!query) throw new Error('The fixture does not make a valid /repaymentOfCode query');
  return query;
}

const meta = {
  title: 'Screens/Repayment by code',
  component: RepaymentCodeView,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { query: queryOf('1'), rupeeMarket: false },
} satisfies Meta<typeof RepaymentCodeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** showType 1: the amount, the channel image and the code with 'Click to Copy'. */
export const Code: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: message('repaymentCode.heading') })).toBeInTheDocument();
    await expect(canvas.getByText('₱5,755.00')).toBeInTheDocument();
    await expect(canvas.getByText(code.payCode)).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: message('repaymentCode.channel') })).toHaveAttribute('src', `https://app.cashpeso.ph${code.logo}`);
    // The button's name is its visible text (WCAG 2.5.3), the code its description.
    await expect(canvas.getByRole('button', { name: message('repaymentCode.copy') })).toHaveAccessibleDescription(code.payCode);
    await expect(canvas.queryByRole('img', { name: message('repaymentCode.qr', { code: code.payCode }) })).toBeNull();
  },
};

/** The same in the rupee market (system=1). */
export const CodeInRupees: Story = {
  args: { rupeeMarket: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹5,755.00')).toBeInTheDocument();
  },
};

/** Any other showType: a QR code of the code, with the scanning tips; no copy button. */
export const QrCode: Story = {
  args: { query: queryOf('2') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const qr = await canvas.findByRole('img', { name: message('repaymentCode.qr', { code: code.payCode }) }, { timeout: 5000 });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(canvas.getByRole('heading', { name: message('repaymentCode.scanTitle') })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: message('repaymentCode.copy') })).toBeNull();
  },
};

/** The screen itself, opened without a query (the story's own URL carries none of it): the message and 'Go back'. */
export const MissingQuery: Story = {
  render: () => <RepaymentCodeScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message('repaymentCode.noPayCode'));
    await expect(canvas.getByRole('button', { name: message('common.back') })).toBeInTheDocument();
  },
};
