import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { formatMoney } from '../../renderers/core/format.ts';
import corpus from '../../schemas/fixtures/repayment.json';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { ServedRoute, servedSpies } from './served-route.tsx';

// /repaymentOfCode (repaymentOfCode), served: the route's real screen, its page opened with the query of the link
// that carries the default code of the order 'awaiting-repayment' of the repayment corpus
// (schemas/fixtures/repayment.json). The screen asks the server nothing: each state is the link's query.

const order = corpus.orders.find((o) => o.key === 'awaiting-repayment')!;
const code = order.loanPlayDetail.defDetail!;
const amount = order.loanPlayDetail.repayAmount;

/** The link's query: showType 1 for the code as text, any other for the QR code. */
const linkQuery = (showType: string, more = '') =>
  `${new URLSearchParams({ showType, payCode: code.payCode, payCodeImg: code.logo, repayAmount: amount })}${more}`;

const meta = {
  title: 'Screens/Repayment by code',
  component: ServedRoute,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { route: 'repaymentOfCode', query: linkQuery('1'), serve: () => {}, ...servedSpies() },
} satisfies Meta<typeof ServedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** showType 1: the amount, the channel image and the code with 'Click to Copy'. */
export const Code: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: message('repaymentCode.heading') })).toBeInTheDocument();
    await expect(canvas.getByText(formatMoney(amount, false))).toBeInTheDocument();
    await expect(canvas.getByText(code.payCode)).toBeInTheDocument();
    // The channel image passes the URL policy as a path of the app's own origin.
    const logo = canvas.getByRole('img', { name: message('repaymentCode.channel') });
    await expect(new URL(logo.getAttribute('src')!).pathname).toBe(code.logo);
    // The button's name is its visible text (WCAG 2.5.3), the code its description.
    await expect(canvas.getByRole('button', { name: message('repaymentCode.copy') })).toHaveAccessibleDescription(code.payCode);
    await expect(canvas.queryByRole('img', { name: message('repaymentCode.qr', { code: code.payCode }) })).toBeNull();
    await expect(args.sent).not.toHaveBeenCalled();
  },
};

/** The same in the rupee market (system=1). */
export const CodeInRupees: Story = {
  args: { query: linkQuery('1', '&system=1') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(formatMoney(amount, true))).toBeInTheDocument();
  },
};

/** Any other showType: a QR code of the code, with the scanning tips; no copy button. */
export const QrCode: Story = {
  args: { query: linkQuery('2') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const qr = await canvas.findByRole('img', { name: message('repaymentCode.qr', { code: code.payCode }) }, { timeout: 5000 });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(canvas.getByRole('heading', { name: message('repaymentCode.scanTitle') })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      message('repaymentCode.scanTip1'),
      message('repaymentCode.scanTip2'),
      message('repaymentCode.scanTip3'),
    ]);
    await expect(canvas.queryByRole('button', { name: message('repaymentCode.copy') })).toBeNull();
  },
};

/** A link without payCode: the message and 'Go back'. */
export const MissingQuery: Story = {
  args: { query: new URLSearchParams({ showType: '1', repayAmount: amount }).toString() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message('repaymentCode.noPayCode'));
    await expect(canvas.getByRole('button', { name: message('common.back') })).toBeInTheDocument();
    await expect(canvas.queryByText(formatMoney(amount, false))).toBeNull();
  },
};
