import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import corpus from '../../schemas/fixtures/repayment.json';
import { message } from '../../core/messages.ts';
import { savedRepaymentKey, type SavedRepayment } from '../../src/platform/saved-repayment.ts';
import RepaymentCode2Screen, { RepaymentCode2View } from '../../src/screens/repayment-code/repayment-code2-screen.tsx';
import { phoneFrame, phoneViewport } from './phone.tsx';

// /repaymentOfCode2 fed by the repayment corpus (schemas/fixtures/repayment.json): the info the default-code tile
// saves (src/screens/repayment/repayment-data.ts, savedRepaymentOf) for an instalment and for an extension; and the
// screen itself over localStorage, absent and corrupt.

const orderOf = (key: string) => corpus.orders.find((o) => o.key === key)!;

function savedOf(key: string, extension = false): SavedRepayment {
  const order = orderOf(key);
  const code = order.loanPlayDetail.defDetail!;
  return {
    payCode: code.payCode,
    logo: code.logo,
    title: code.title,
    payNotice: code.payNotice as unknown as SavedRepayment['payNotice'],
    repayAmount: order.loanPlayDetail.repayAmount,
    ...(extension && order.rolloverInfo ? { delayAmount: order.rolloverInfo.delayInfo.delayAmount } : {}),
  };
}

const instalment = savedOf('awaiting-repayment');
const extension = savedOf('overdue', true);

/** Puts `raw` (or nothing) under the saved-repayment key for the story, and puts back what was there after. */
function withStored(raw: string | null) {
  return () => {
    const before = window.localStorage.getItem(savedRepaymentKey);
    if (raw === null) window.localStorage.removeItem(savedRepaymentKey);
    else window.localStorage.setItem(savedRepaymentKey, raw);
    return () => {
      if (before === null) window.localStorage.removeItem(savedRepaymentKey);
      else window.localStorage.setItem(savedRepaymentKey, before);
    };
  };
}

const meta = {
  title: 'Screens/Repayment code (saved)',
  component: RepaymentCode2View,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { info: instalment },
} satisfies Meta<typeof RepaymentCode2View>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deposit-slip note, logo, contract number with 'Click to Copy', the total and the grouped steps. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(message('repaymentCode2.keepSlip'))).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: instalment.title })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: instalment.title })).toBeInTheDocument();
    await expect(canvas.getByText(instalment.payCode)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: message('repaymentCode.copy') })).toHaveAccessibleDescription(instalment.payCode);
    await expect(canvas.getByText('₱5,755.00')).toBeInTheDocument();
    for (const [group, entries] of Object.entries(instalment.payNotice)) {
      await expect(canvas.getByRole('heading', { level: 3, name: group })).toBeInTheDocument();
      for (const entry of entries) await expect(canvas.getByRole('heading', { level: 4, name: entry.name })).toBeInTheDocument();
    }
  },
};

/** An extension's code: the total payment is the delay amount, not the repayment amount. */
export const SavedExtension: Story = {
  args: { info: extension },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₱3,160.00')).toBeInTheDocument();
    await expect(canvas.queryByText('₱12,600.00')).toBeNull();
  },
};

/** Saved in the rupee market (system '1'). */
export const SavedInRupees: Story = {
  args: { info: { ...instalment, system: '1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹5,755.00')).toBeInTheDocument();
  },
};

/** The screen over localStorage holding the saved info: the same page. */
export const FromStorage: Story = {
  beforeEach: withStored(JSON.stringify(instalment)),
  render: () => <RepaymentCode2Screen />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(instalment.payCode)).toBeInTheDocument();
  },
};

/** Nothing saved: the message and 'Go back'. */
export const Absent: Story = {
  beforeEach: withStored(null),
  render: () => <RepaymentCode2Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message('savedRepayment.absent'));
    await expect(canvas.getByRole('button', { name: message('common.back') })).toBeInTheDocument();
  },
};

/** Unreadable JSON under the key: the corrupt message, never a crash. */
export const CorruptJson: Story = {
  beforeEach: withStored('{"payCode":'),
  render: () => <RepaymentCode2Screen />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(message('savedRepayment.corrupt'));
  },
};

/** JSON that breaks the schema (markup for a code, a word for the amount): the corrupt message too. */
export const CorruptShape: Story = {
  beforeEach: withStored(JSON.stringify({ ...instalment, payCode: '<img src=x>', repayAmount: 'lots' })),
  render: () => <RepaymentCode2Screen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message('savedRepayment.corrupt'));
    await expect(canvas.queryByText('<img src=x>')).toBeNull();
  },
};
