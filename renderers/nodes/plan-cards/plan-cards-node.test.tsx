import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanCardsNode as PlanCardsDescriptor } from '../../core/descriptor.ts';
import { PlanCardsNode } from './plan-cards-node.tsx';

const node: PlanCardsDescriptor = {
  node: 'planCards',
  header: 'Repayment information',
  cardsFrom: { $bind: '/plans' },
  amountLabel: 'Repayment amount',
  timeLabel: 'Repayment date',
};

describe('PlanCardsNode', () => {
  it('numbers each card n/total under the header, with its amount and date', () => {
    const plans = [
      { amount: '₱3,400.00', time: 'Jan 7, 2027' },
      { amount: '₱3,400.00', time: 'Feb 6, 2027' },
      { amount: '₱3,400.00', time: 'Mar 8, 2027' },
    ];
    render(<PlanCardsNode node={node} data={{ plans }} />);
    expect(screen.getByRole('heading', { name: 'Repayment information' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards.map((card) => card.firstChild?.textContent)).toEqual(['1/3', '2/3', '3/3']);
    expect(cards[1]).toHaveTextContent('Repayment amount₱3,400.00');
    expect(cards[1]).toHaveTextContent('Repayment dateFeb 6, 2027');
  });

  it('reads other keys when told', () => {
    render(<PlanCardsNode node={{ ...node, cardsFrom: { $bind: '/p', amountKey: 'a', timeKey: 't' } }} data={{ p: [{ a: '₱1.00', t: 'today' }] }} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('1/1Repayment amount₱1.00Repayment datetoday');
  });

  it('draws nothing without cards', () => {
    const { container } = render(<PlanCardsNode node={node} data={{ plans: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
