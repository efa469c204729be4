import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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

/** Each row: its title and amount on the line, its remark (when it has one) and time beneath. */
export const Plan: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Plan')).toBeInTheDocument();
    const items = Array.from(canvasElement.querySelectorAll('.adm-list-item'));
    await expect(items).toHaveLength(plan.length);
    for (const [index, row] of plan.entries()) {
      const item = items[index]!;
      await expect(item.querySelector('.adm-list-item-content-main')).toHaveTextContent(row.title);
      await expect(item.querySelector('.adm-list-item-content-extra')).toHaveTextContent(row.amount);
      await expect(item.querySelector('.adm-list-item-description')).toHaveTextContent(`${row.remark}${row.time}`);
    }
  },
};

/** No rows: no list, not even its header. */
export const NoRows: Story = {
  args: { data: { plan: [] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Plan')).toBeNull();
    await expect(canvasElement.querySelector('.adm-list')).toBeNull();
  },
};
