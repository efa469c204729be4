import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProblemOrder } from '../../api/complaints.ts';
import { OrderSummary } from './order-summary.tsx';

const order = (productLogo: string): ProblemOrder => ({
  orderNo: 'CP2607190180',
  productLogo,
  productName: 'CashPeso Plus',
  status: 'Overdue',
  rows: [{ title: 'Amount due', value: '₱12,600.00' }],
  isShow: 1,
  supportCollection: 1,
});

describe("an order's summary", () => {
  it('shows a plain logo address', () => {
    const { container } = render(<OrderSummary order={order('/dev/logos/cashpeso-plus.svg')} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/dev/logos/cashpeso-plus.svg');
  });

  it.each(['javascript:alert(1)', '//evil.example/logo.png', 'data:text/html,<script>alert(1)</script>'])('draws no image for %s', (logo) => {
    const { container } = render(<OrderSummary order={order(logo)} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('CashPeso Plus');
  });
});
