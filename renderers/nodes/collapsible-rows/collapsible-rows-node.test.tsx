import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CollapsibleRowsNode as CollapsibleRowsDescriptor } from '../../core/descriptor.ts';
import { CollapsibleRowsNode } from './collapsible-rows-node.tsx';

const node: CollapsibleRowsDescriptor = {
  node: 'collapsibleRows',
  rowsFrom: { $bind: '/detail', titleKey: 'text' },
  shown: 2,
  moreLabel: 'more',
  hideLabel: 'hide',
};

const detail = [
  { text: 'Loan amount', value: '₱5,000.00' },
  { text: 'Loan term', value: '91 days' },
  { text: 'Interest', value: '₱455.00' },
];

const titles = (container: HTMLElement) => [...container.querySelectorAll('.adm-list-item-content-main')].map((item) => item.textContent);

describe('CollapsibleRowsNode', () => {
  it("shows the first rows, all of them after 'more', and the first again after 'hide'", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { container } = render(<CollapsibleRowsNode node={node} data={{ detail }} />);
    expect(titles(container)).toEqual(['Loan amount', 'Loan term']);
    expect(screen.getByText('₱5,000.00')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(titles(container)).toEqual(['Loan amount', 'Loan term', 'Interest']);
    const hide = screen.getByRole('button', { name: 'hide' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(titles(container)).toEqual(['Loan amount', 'Loan term']);
  });

  it('has no toggle when every row fits', () => {
    const { container } = render(<CollapsibleRowsNode node={node} data={{ detail: detail.slice(0, 2) }} />);
    expect(titles(container)).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('draws nothing without rows', () => {
    const { container } = render(<CollapsibleRowsNode node={node} data={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
