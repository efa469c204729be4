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

/** With a caption beside it the logo is decoration (empty alt), and with no route it is no button. */
export const LogoWithCaption: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('PesoFlash')).toBeInTheDocument();
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('src', logo);
    await expect(image).toHaveAttribute('alt', '');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const BannerLink: Story = {
  args: { node: { node: 'image', src: { $bind: '/logo' }, alt: 'How to repay', size: 'banner', route: 'DRInstructions' } },
  // A picture with a route is a button named by its text, and a tap opens the route.
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'How to repay' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('DRInstructions');
  },
};

/** No picture in the data: nothing drawn, not even the caption. */
export const NoSource: Story = {
  args: { data: {} },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement).toHaveTextContent(/^$/);
  },
};
