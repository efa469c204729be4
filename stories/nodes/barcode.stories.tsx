import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarcodeNode } from '../../renderers/nodes/barcode/barcode-node.tsx';

const meta = {
  title: 'Nodes/barcode',
  component: BarcodeNode,
  args: {
    node: { node: 'barcode', code: { $bind: '/payCode' }, buttonLabel: 'Scan to pay', title: 'Scan to pay', hint: 'Show this barcode to the cashier.', closeLabel: 'Close' },
    data: { payCode: 'CP7E2610080170' },
  },
} satisfies Meta<typeof BarcodeNode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Scan to pay' })).toBeEnabled();
    await expect(within(document.body).queryByRole('img', { name: 'CP7E2610080170' })).toBeNull();
  },
};

// The modal is drawn into document.body, outside the story's canvas.
export const ModalOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Scan to pay' }));
    await expect(await within(document.body).findByRole('img', { name: 'CP7E2610080170' })).toBeInTheDocument();
  },
};

/** No code in the data: no button, nothing to scan. */
export const NoCode: Story = {
  args: { data: {} },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement).toHaveTextContent(/^$/);
  },
};
