import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ImageNode } from '../../renderers/nodes/image/image-node.tsx';

const logo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0958d9"/></svg>')}`;

const meta = {
  title: 'Nodes/image',
  component: ImageNode,
  args: { node: { node: 'image', src: { $bind: '/logo' }, alt: 'Product logo', caption: { $bind: '/name' } }, data: { logo, name: 'PesoFlash' }, onNavigate: fn() },
} satisfies Meta<typeof ImageNode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LogoWithCaption: Story = {};

export const BannerLink: Story = {
  args: { node: { node: 'image', src: { $bind: '/logo' }, alt: 'How to repay', size: 'banner', route: 'DRInstructions' } },
  // A picture with a route is a button named by its text, and a tap opens the route.
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'How to repay' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('DRInstructions');
  },
};

export const NoSource: Story = { args: { data: {} } };
