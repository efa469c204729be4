import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlanCardsNode } from '../../renderers/nodes/plan-cards/plan-cards-node.tsx';

const plans = [
  { amount: '₱3,400.00', time: 'Jan 7, 2027' },
  { amount: '₱3,400.00', time: 'Feb 6, 2027' },
  { amount: '₱3,400.00', time: 'Mar 8, 2027' },
];

const meta = {
  title: 'Nodes/planCards',
  component: PlanCardsNode,
  args: {
    node: { node: 'planCards', header: 'Repayment information', cardsFrom: { $bind: '/plans' }, amountLabel: 'Repayment amount', timeLabel: 'Repayment date' },
    data: { plans },
  },
} satisfies Meta<typeof PlanCardsNode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card per period, numbered n/total, each with its amount and date under their labels. */
const cardsShown =
  (shown: typeof plans): Story['play'] =>
  async ({ canvas }) => {
    const plan = canvas.getByRole('region', { name: 'Repayment information' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Repayment information' })).toBeInTheDocument();
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(shown.length);
    for (const [index, card] of cards.entries()) {
      await expect(plan).toContainElement(card);
      await expect(card).toHaveTextContent(`${index + 1}/${shown.length}`);
      await expect(card).toHaveTextContent(`Repayment amount${shown[index]!.amount}`);
      await expect(card).toHaveTextContent(`Repayment date${shown[index]!.time}`);
    }
  };

export const ThreePeriods: Story = { play: cardsShown(plans) };
export const OnePeriod: Story = { args: { data: { plans: plans.slice(0, 1) } }, play: cardsShown(plans.slice(0, 1)) };
/** No periods: no section, not even its header. */
export const NoCards: Story = {
  args: { data: { plans: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByText('Repayment information')).toBeNull();
  },
};
