import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanListNode as PlanListDescriptor } from '../../core/descriptor.ts';
import { PlanListNode } from './plan-list-node.tsx';

const node: PlanListDescriptor = { node: 'planList', header: 'Plan', rowsFrom: { $bind: '/plan' } };

describe('PlanListNode', () => {
  it('draws each row: title, amount, remark and time, under the header', () => {
    const plan = [
      { remark: 'Pay today', title: 'Extension fee', amount: '₱1,510.00', time: 'Nov 24, 2026' },
      { remark: '', title: 'Principal and interest', amount: '₱10,000.00', time: 'Dec 8, 2026' },
    ];
    const { container } = render(<PlanListNode node={node} data={{ plan }} />);
    expect(screen.getByText('Plan')).toHaveClass('adm-list-header');
    const items = [...container.querySelectorAll('.adm-list-item')];
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Extension fee');
    expect(items[0]).toHaveTextContent('₱1,510.00');
    expect(items[0]).toHaveTextContent('Pay today');
    expect(items[0]).toHaveTextContent('Nov 24, 2026');
    expect(items[1]).toHaveTextContent('Dec 8, 2026');
  });

  it('draws nothing without rows', () => {
    const { container } = render(<PlanListNode node={node} data={{ plan: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
