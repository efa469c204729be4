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

/** The tile shows the channel's title and code; the tile opens the code, its copy button copies it: both get the code. */
const tilePlay =
  (detail: { payCode: string; title: string }): Story['play'] =>
  async ({ canvas, userEvent, args }) => {
    const tile = canvas.getByRole('button', { name: `${detail.title}${detail.payCode}` });
    await userEvent.click(canvas.getByRole('button', { name: `Copy ${detail.payCode}` }));
    await expect(args.actions!.copyCode).toHaveBeenCalledOnce();
    await expect(args.actions!.copyCode).toHaveBeenCalledWith({ code: detail.payCode });
    await expect(args.actions!.openCode).not.toHaveBeenCalled();
    await userEvent.click(tile);
    await expect(args.actions!.openCode).toHaveBeenCalledOnce();
    await expect(args.actions!.openCode).toHaveBeenCalledWith({ code: detail.payCode });
  };

export const WithCode: Story = { play: tilePlay(fixtures.orders[0]!.loanPlayDetail.defDetail!) };

export const LongTitle: Story = { args: { data: fixtures.orders[3]!.loanPlayDetail }, play: tilePlay(fixtures.orders[3]!.loanPlayDetail.defDetail!) };

/** An order with no code: no tile at all. */
export const NoCode: Story = {
  args: { data: fixtures.orders[2]!.loanPlayDetail },
  play: async ({ canvas, canvasElement }) => {
    await expect(fixtures.orders[2]!.loanPlayDetail.defDetail).toBeFalsy();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement).toHaveTextContent(/^$/);
  },
};
