import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const FixedRows: Story = {};

export const RowsFromData: Story = {
  args: { node: { node: 'detailRows', header: 'Detailed', rowsFrom: { $bind: '/details', titleKey: 'text' } } },
};

export const MissingDataShowsFallback: Story = { args: { data: {} } };

export const NoRowsInData: Story = {
  args: { node: { node: 'detailRows', header: 'Detailed', rowsFrom: { $bind: '/details' } }, data: {} },
};
