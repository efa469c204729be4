import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeadingNode } from '../../renderers/nodes/heading/heading-node.tsx';

const meta = {
  title: 'Nodes/heading',
  component: HeadingNode,
  args: { node: { node: 'heading', text: 'Payment account information' } },
} satisfies Meta<typeof HeadingNode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Literal: Story = {};

export const Level2: Story = { args: { node: { node: 'heading', text: 'Repayment information', level: 2 } } };

export const Level3: Story = { args: { node: { node: 'heading', text: 'Plan', level: 3 } } };

export const BoundToData: Story = {
  args: { node: { node: 'heading', text: { $bind: '/productName', fallback: 'Your loan' } }, data: { productName: 'CashPeso Flex' } },
};

export const MissingDataShowsFallback: Story = {
  args: { node: { node: 'heading', text: { $bind: '/productName', fallback: 'Your loan' } }, data: {} },
};
