import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlanListNode } from '../../renderers/nodes/plan-list/plan-list-node.tsx';

const plan = [
  { remark: 'Pay today', title: 'Extension fee', amount: '₱1,510.00', time: 'Nov 24, 2026' },
  { remark: '', title: 'Principal and interest', amount: '₱10,000.00', time: 'Dec 8, 2026' },
];

const meta = {
  title: 'Nodes/planList',
  component: PlanListNode,
  args: { node: { node: 'planList', header: 'Plan', rowsFrom: { $bind: '/plan' } }, data: { plan } },
} satisfies Meta<typeof PlanListNode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plan: Story = {};

export const NoRows: Story = { args: { data: { plan: [] } } };
