import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import fixtures from '../../schemas/fixtures/demo.json';
import type { ScreenDescriptor } from '../../renderers/core/descriptor.ts';
import { nodes } from '../../renderers/nodes.ts';
import { ScreenRenderer } from '../../renderers/ScreenRenderer.tsx';

const everyNode: ScreenDescriptor = {
  id: 'every-node',
  title: 'Every node',
  nodes: [
    { node: 'heading', text: 'Customer service' },
    { node: 'detailRows', rows: [{ title: 'Hours', value: { $bind: '/hours', fallback: 'Monday to Friday' } }] },
    {
      node: 'linkRows',
      rows: [
        { title: 'Telephone', value: { $bind: '/smWa' } },
        { title: 'E-mail', mailto: { $bind: '/email' } },
        { title: 'About us', route: 'aboutUs' },
      ],
    },
    { node: 'richText', sections: [{ heading: 'Before you write', blocks: [{ paragraph: 'Have your order number ready.' }] }] },
  ],
};

const meta = {
  title: 'Nodes/ScreenRenderer',
  component: ScreenRenderer,
  args: { descriptor: everyNode, nodes, data: fixtures.contactInfo, onNavigate: fn() },
} satisfies Meta<typeof ScreenRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryNode: Story = {};

export const MissingData: Story = { args: { data: undefined } };

/** What product staff see when a descriptor names a node the registry lacks. */
export const UnknownNode: Story = {
  args: { descriptor: { ...everyNode, nodes: [everyNode.nodes[0]!, { node: 'carousel' }] } },
  // ScreenRenderer logs the unknown name as well as drawing it.
  parameters: { expectConsoleError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('carousel');
  },
};
