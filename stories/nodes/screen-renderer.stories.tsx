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

/** Every node of the descriptor drawn in order from the data, and a route row leading through onNavigate. */
export const EveryNode: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-screen]')).toHaveAttribute('data-screen', everyNode.id);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Customer service' })).toBeInTheDocument();
    await expect(canvas.getByText('Monday to Friday')).toBeInTheDocument();
    await expect(canvas.getByText(fixtures.contactInfo.smWa)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', `mailto:${fixtures.contactInfo.email}`);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Before you write' })).toBeInTheDocument();
    await expect(canvas.getByText('Have your order number ready.')).toBeInTheDocument();
    await userEvent.click(canvas.getByText('About us'));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('aboutUs');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No data: the static nodes and the fallbacks are drawn, the rows needing data are plain. */
export const MissingData: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Customer service' })).toBeInTheDocument();
    await expect(canvas.getByText('Monday to Friday')).toBeInTheDocument();
    await expect(canvas.queryByText(fixtures.contactInfo.smWa)).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Have your order number ready.')).toBeInTheDocument();
  },
};

/** What product staff see when a descriptor names a node the registry lacks. */
export const UnknownNode: Story = {
  args: { descriptor: { ...everyNode, nodes: [everyNode.nodes[0]!, { node: 'carousel' }] } },
  // ScreenRenderer logs the unknown name as well as drawing it.
  parameters: { expectConsoleError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('carousel');
  },
};
