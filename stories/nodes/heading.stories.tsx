import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HeadingNode } from '../../renderers/nodes/heading/heading-node.tsx';

const meta = {
  title: 'Nodes/heading',
  component: HeadingNode,
  args: { node: { node: 'heading', text: 'Payment account information' } },
} satisfies Meta<typeof HeadingNode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one heading drawn: at this level, with this text. */
const headingIs =
  (level: number, name: string): Story['play'] =>
  async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level })).toHaveTextContent(name);
  };

/** With no level, a heading is the page's h1. */
export const Literal: Story = { play: headingIs(1, 'Payment account information') };

export const Level2: Story = { args: { node: { node: 'heading', text: 'Repayment information', level: 2 } }, play: headingIs(2, 'Repayment information') };

export const Level3: Story = { args: { node: { node: 'heading', text: 'Plan', level: 3 } }, play: headingIs(3, 'Plan') };

export const BoundToData: Story = {
  args: { node: { node: 'heading', text: { $bind: '/productName', fallback: 'Your loan' } }, data: { productName: 'CashPeso Flex' } },
  play: headingIs(1, 'CashPeso Flex'),
};

export const MissingDataShowsFallback: Story = {
  args: { node: { node: 'heading', text: { $bind: '/productName', fallback: 'Your loan' } }, data: {} },
  play: headingIs(1, 'Your loan'),
};
