import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { DetailRowsNode as DetailRowsDescriptor } from '../../renderers/core/descriptor.ts';
import { DetailRowsNode } from '../../renderers/nodes/detail-rows/detail-rows-node.tsx';

const order = {
  amount: '₱5,000.00',
  term: '91 days',
  details: [
    { text: 'Interest', value: '₱150.00' },
    { text: 'Service fee', value: '₱0.00' },
    { text: 'Received amount', value: '₱5,000.00' },
  ],
};

const fixedRows: DetailRowsDescriptor = {
  node: 'detailRows',
  header: 'Loan',
  rows: [
    { title: 'Loan amount', value: { $bind: '/amount', fallback: '—' } },
    { title: 'Loan term', value: { $bind: '/term', fallback: '—' } },
  ],
};

const meta = {
  title: 'Nodes/detailRows',
  component: DetailRowsNode,
  args: { node: fixedRows, data: order },
} satisfies Meta<typeof DetailRowsNode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's rows: each title beside its value. */
async function rowsShown(canvasElement: HTMLElement, rows: Array<[string, string]>) {
  const items = Array.from(canvasElement.querySelectorAll('.adm-list-item'));
  await expect(items.map((item) => [item.querySelector('.adm-list-item-content-main')?.textContent, item.querySelector('.adm-list-item-content-extra')?.textContent])).toEqual(rows);
}

export const FixedRows: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(fixedRows.header!)).toBeInTheDocument();
    await rowsShown(canvasElement, [
      ['Loan amount', order.amount],
      ['Loan term', order.term],
    ]);
  },
};

export const RowsFromData: Story = {
  args: { node: { node: 'detailRows', header: 'Detailed', rowsFrom: { $bind: '/details', titleKey: 'text' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Detailed')).toBeInTheDocument();
    await rowsShown(canvasElement, order.details.map((row) => [row.text, row.value]));
  },
};

export const MissingDataShowsFallback: Story = {
  args: { data: {} },
  play: async ({ canvasElement }) => {
    await rowsShown(canvasElement, [
      ['Loan amount', '—'],
      ['Loan term', '—'],
    ]);
  },
};

export const NoRowsInData: Story = {
  args: { node: { node: 'detailRows', header: 'Detailed', rowsFrom: { $bind: '/details' } }, data: {} },
  // No rows: no list at all, not even its header.
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Detailed')).toBeNull();
    await expect(canvasElement.querySelector('.adm-list')).toBeNull();
  },
};
