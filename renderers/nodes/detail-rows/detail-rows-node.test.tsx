import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DetailRowsNode as DetailRowsDescriptor } from '../../core/descriptor.ts';
import { DetailRowsNode } from './detail-rows-node.tsx';

function rowTexts(container: HTMLElement): Array<[string, string]> {
  return [...container.querySelectorAll('.adm-list-item')].map((item) => [
    item.querySelector('.adm-list-item-content-main')?.textContent ?? '',
    item.querySelector('.adm-list-item-content-extra')?.textContent ?? '',
  ]);
}

const data = {
  order: { amount: '₱5,000.00', term: 91 },
  details: [
    { text: 'Interest', value: '₱150.00' },
    { text: 'Service fee', value: '₱0.00' },
  ],
};

describe('DetailRowsNode', () => {
  it('draws fixed rows, title left and value right, with the header', () => {
    const node: DetailRowsDescriptor = {
      node: 'detailRows',
      header: 'Loan',
      rows: [
        { title: 'Loan amount', value: { $bind: '/order/amount' } },
        { title: 'Loan term', value: { $bind: '/order/term' } },
        { title: 'Repayment date', value: { $bind: '/order/date', fallback: 'Not set' } },
      ],
    };
    const { container } = render(<DetailRowsNode node={node} data={data} />);
    expect(screen.getByText('Loan')).toHaveClass('adm-list-header');
    expect(rowTexts(container)).toEqual([
      ['Loan amount', '₱5,000.00'],
      ['Loan term', '91'],
      ['Repayment date', 'Not set'],
    ]);
    expect(container.querySelector('.adm-list-item-content-arrow')).toBeNull();
  });

  it('reads rows from an array in the data', () => {
    const node: DetailRowsDescriptor = { node: 'detailRows', rowsFrom: { $bind: '/details', titleKey: 'text' } };
    const { container } = render(<DetailRowsNode node={node} data={data} />);
    expect(rowTexts(container)).toEqual([
      ['Interest', '₱150.00'],
      ['Service fee', '₱0.00'],
    ]);
  });

  it('draws nothing when the data has no rows', () => {
    const node: DetailRowsDescriptor = { node: 'detailRows', header: 'Details', rowsFrom: { $bind: '/details' } };
    const { container } = render(<DetailRowsNode node={node} data={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
