import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const ThreePeriods: Story = {};
export const OnePeriod: Story = { args: { data: { plans: plans.slice(0, 1) } } };
export const NoCards: Story = { args: { data: { plans: [] } } };
