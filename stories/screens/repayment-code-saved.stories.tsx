import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { message } from '../../core/messages.ts';
import { formatMoney } from '../../renderers/core/format.ts';
import { localStore } from '../../src/platform/web-storage.ts';
import { savedRepaymentKey, type SavedRepayment } from '../../src/platform/saved-repayment.ts';
import { savedRepaymentOf } from '../../src/screens/repayment/repayment-data.ts';
import { phoneFrame, phoneViewport } from './phone.tsx';
import { delayInfo, periodInfo } from './repayment-story-kit.ts';
import { ServedRoute, servedSpies } from './served-route.tsx';

// /repaymentOfCode2 (repaymentOfCode2), served: the route's real screen over the repayment info a repayment page's
// default-code tile saves in localStorage (savedRepaymentOf, src/screens/repayment/repayment-data.ts) for an order of
// the repayment corpus (schemas/fixtures/repayment.json): an instalment's, an extension's, one saved in the rupee
// market; and nothing saved, or something unreadable. The screen asks the server nothing; each story stores its entry
// before the page opens, and puts back what was there when it closes.

function savedOf(info: Parameters<typeof savedRepaymentOf>[0], system?: string): SavedRepayment {
  const saved = savedRepaymentOf(info, system);
  if (!saved) throw new Error('The order has no default code to save');
  return saved;
}

const instalment = savedOf(periodInfo('awaiting-repayment'));
const extension = savedOf(delayInfo('due-soon-rollover'));
const rupees = savedOf(periodInfo('awaiting-repayment'), '1');

/** A story's beforeEach: puts `raw` (or nothing) under the saved-repayment key, and puts back what was there after. */
function withStored(raw: string | null) {
  return () => {
    const storage = localStore();
    const before = storage?.getItem(savedRepaymentKey) ?? null;
    const put = (value: string | null) => (value === null ? storage?.removeItem(savedRepaymentKey) : storage?.setItem(savedRepaymentKey, value));
    put(raw);
    return () => put(before);
  };
}

const meta = {
  title: 'Screens/Repayment code (saved)',
  component: ServedRoute,
  decorators: [phoneFrame],
  ...phoneViewport,
  args: { route: 'repaymentOfCode2', serve: () => {}, ...servedSpies() },
  beforeEach: withStored(JSON.stringify(instalment)),
} satisfies Meta<typeof ServedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An instalment's code: the deposit-slip note, logo, contract number with 'Click to Copy', the total and the grouped steps. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(message('repaymentCode2.keepSlip'))).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: instalment.title })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: instalment.title })).toBeInTheDocument();
    await expect(canvas.getByText(instalment.payCode)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: message('repaymentCode.copy') })).toHaveAccessibleDescription(instalment.payCode);
    await expect(canvas.getByText(formatMoney(instalment.repayAmount, false))).toBeInTheDocument();
    for (const [group, entries] of Object.entries(instalment.payNotice)) {
      await expect(canvas.getByRole('heading', { level: 3, name: group })).toBeInTheDocument();
      for (const entry of entries) await expect(canvas.getAllByRole('heading', { level: 4, name: entry.name }).length).toBeGreaterThan(0);
    }
    await expect(args.sent).not.toHaveBeenCalled();
  },
};

/** An extension's code: the total payment is the delay amount, not the repayment amount. */
export const SavedExtension: Story = {
  beforeEach: withStored(JSON.stringify(extension)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(extension.delayAmount).toBeDefined();
    await expect(await canvas.findByText(formatMoney(extension.delayAmount!, false))).toBeInTheDocument();
    await expect(canvas.queryByText(formatMoney(extension.repayAmount, false))).toBeNull();
  },
};

/** Saved in the rupee market (system '1'). */
export const SavedInRupees: Story = {
  beforeEach: withStored(JSON.stringify(rupees)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(formatMoney(rupees.repayAmount, true))).toBeInTheDocument();
  },
};

/** Nothing saved: the message and 'Go back'. */
export const Absent: Story = {
  beforeEach: withStored(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message('savedRepayment.absent'));
    await expect(canvas.getByRole('button', { name: message('common.back') })).toBeInTheDocument();
  },
};

/** Unreadable JSON under the key: the corrupt message, never a crash. */
export const CorruptJson: Story = {
  beforeEach: withStored('{"payCode":'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(message('savedRepayment.corrupt'));
  },
};

/** JSON that breaks the schema (markup for a code, a word for the amount): the corrupt message too. */
export const CorruptShape: Story = {
  beforeEach: withStored(JSON.stringify({ ...instalment, payCode: '<img src=x>', repayAmount: 'lots' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message('savedRepayment.corrupt'));
    await expect(canvas.queryByText('<img src=x>')).toBeNull();
  },
};
