import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import fixtures from '../../schemas/fixtures/demo.json';
import type { LinkRowsNode as LinkRowsDescriptor } from '../../renderers/core/descriptor.ts';
import { LinkRowsNode } from '../../renderers/nodes/link-rows/link-rows-node.tsx';

// The customer-service rows of SPEC.md section 2: e-mail opens a mail link, the phone row is display-only.
const customerService: LinkRowsDescriptor = {
  node: 'linkRows',
  rows: [
    { title: 'Telephone', value: { $bind: '/smWa', fallback: 'Not available' } },
    { title: 'E-mail', mailto: { $bind: '/email' } },
  ],
};

const meta = {
  title: 'Nodes/linkRows',
  component: LinkRowsNode,
  args: { node: customerService, data: fixtures.contactInfo, onNavigate: fn() },
} satisfies Meta<typeof LinkRowsNode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomerService: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /E-mail/ });
    await expect(link).toHaveAttribute('href', `mailto:${fixtures.contactInfo.email}`);
    await expect(link).toHaveTextContent(fixtures.contactInfo.email);
    await expect(canvas.getByText(fixtures.contactInfo.smWa)).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** No data: the phone row shows its fallback, and the e-mail row, with no address, is no link. */
export const MissingDataShowsFallback: Story = {
  args: { data: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not available')).toBeInTheDocument();
    await expect(canvas.getByText('E-mail')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const RouteRows: Story = {
  args: {
    node: {
      node: 'linkRows',
      header: 'More',
      rows: [
        { title: 'About us', route: 'aboutUs' },
        { title: 'Privacy policy', route: 'privacyPolicy' },
        { title: 'Call us', tel: { $bind: '/smWa' } },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(canvasElement).getByText('Privacy policy'));
    await expect(args.onNavigate).toHaveBeenCalledWith('privacyPolicy');
  },
};
