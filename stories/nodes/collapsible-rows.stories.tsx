import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import fixtures from '../../schemas/fixtures/repayment.json';
import type { CollapsibleRowsNode as CollapsibleRowsDescriptor } from '../../renderers/core/descriptor.ts';
import { CollapsibleRowsNode } from '../../renderers/nodes/collapsible-rows/collapsible-rows-node.tsx';

const node: CollapsibleRowsDescriptor = {
  node: 'collapsibleRows',
  rowsFrom: { $bind: '/detail', titleKey: 'text', valueKey: 'value' },
  shown: 2,
  moreLabel: 'more',
  hideLabel: 'hide',
};

const meta = {
  title: 'Nodes/collapsibleRows',
  component: CollapsibleRowsNode,
  args: { node, data: fixtures.orders[0]!.loanPlayDetail },
} satisfies Meta<typeof CollapsibleRowsNode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'more' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'hide' })).toBeNull();
  },
};

export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'more' }));
    await expect(canvas.getByRole('button', { name: 'hide' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const ManyRowsExpanded: Story = {
  args: { data: fixtures.orders[3]!.loanPlayDetail },
  play: Expanded.play,
};

export const FewRowsNoToggle: Story = {
  args: { data: { detail: fixtures.orders[0]!.loanPlayDetail.detail.slice(0, 2) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(fixtures.orders[0]!.loanPlayDetail.detail[1]!.text)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
