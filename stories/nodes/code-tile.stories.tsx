import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import fixtures from '../../schemas/fixtures/repayment.json';
import type { CodeTileNode as CodeTileDescriptor } from '../../renderers/core/descriptor.ts';
import { CodeTileNode } from '../../renderers/nodes/code-tile/code-tile-node.tsx';

const node: CodeTileDescriptor = {
  node: 'codeTile',
  logo: { $bind: '/defDetail/logo' },
  title: { $bind: '/defDetail/title' },
  code: { $bind: '/defDetail/payCode' },
  copyLabel: 'Copy',
  action: 'openCode',
  copyAction: 'copyCode',
};

const meta = {
  title: 'Nodes/codeTile',
  component: CodeTileNode,
  args: { node, data: fixtures.orders[0]!.loanPlayDetail, actions: { openCode: fn(), copyCode: fn() } },
} satisfies Meta<typeof CodeTileNode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCode: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Copy / }));
    await expect(args.actions!.copyCode).toHaveBeenCalled();
  },
};

export const LongTitle: Story = { args: { data: fixtures.orders[3]!.loanPlayDetail } };

export const NoCode: Story = { args: { data: fixtures.orders[2]!.loanPlayDetail } };
