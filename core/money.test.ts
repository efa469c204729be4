import { describe, expect, it } from 'vitest';
import { formatMoney, isRupeeSystem, restateMoney, restateMoneyDeep } from './money.ts';

describe('formatMoney', () => {
  it.each([
    ['5755.00', false, '₱5,755.00'],
    ['5755', true, '₹5,755.00'],
    [-12.5, false, '-₱12.50'],
    ['5,755.00', false, '₱5,755.00'],
    ['5,7,55', false, '5,7,55'],
    ['about 5k', true, 'about 5k'],
    ['', false, ''],
  ] as const)('%j (rupee %s) -> %j', (amount, rupee, text) => expect(formatMoney(amount, rupee)).toBe(text));
});

describe('restateMoney', () => {
  it.each([
    ['₱9,440.00', '₹9,440.00'],
    ['Repay ₱1,200.50 by Dec 8, 2026, then ₱300', 'Repay ₹1,200.50 by Dec 8, 2026, then ₹300.00'],
    ['-₱12.00 refunded', '-₹12.00 refunded'],
    ['No amount here: 5,755.00', 'No amount here: 5,755.00'],
  ])('%j -> %j in the rupee market', (text, rupee) => {
    expect(restateMoney(text, true)).toBe(rupee);
    expect(restateMoney(rupee, false)).toBe(restateMoney(text, false));
  });

  it('goes through every string of an answer and leaves the rest', () => {
    const data = { amount: '9440.00', rows: [{ text: 'Amount due', value: '₱9,440.00' }], isDelay: '1', periods: 4, nested: null };
    expect(restateMoneyDeep(data, true)).toEqual({ ...data, rows: [{ text: 'Amount due', value: '₹9,440.00' }] });
  });
});

it.each([
  ['1', true],
  [1, true],
  ['0', false],
  [undefined, false],
  ['01', false],
])('system %j is the rupee market: %s', (system, rupee) => expect(isRupeeSystem(system)).toBe(rupee));

describe('the hand-written grouping', () => {
  it('writes what Intl.NumberFormat en-US with two decimals writes, for amounts of every size', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let index = 0; index < 3000; index += 1) {
      const value = Math.round(next() * 10 ** Math.floor(next() * 13)) / 100;
      expect(formatMoney(value)).toBe(`₱${intl.format(value)}`);
      expect(formatMoney(-value || -1)).toBe(`-₱${intl.format(value || 1)}`);
    }
  });
});
