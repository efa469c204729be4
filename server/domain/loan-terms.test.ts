import { describe, expect, it } from 'vitest';
import { defaultLoanTerms, lateFeeCents, loanTermsProblem, prepaymentOpensOn, standing } from './loan-terms.ts';

// SPEC.md section 9 as tables: the prepayment window and the late fee.

describe('prepaymentOpensOn', () => {
  it.each([
    ['a 91-day loan opens after half its term (46 days)', '2027-01-01', '2027-04-02', '2027-02-16'],
    ['a 365-day loan opens after 183 days', '2027-01-01', '2028-01-01', '2027-07-03'],
    ['a 10-day loan opens 7 days after release, not after 5', '2027-01-01', '2027-01-11', '2027-01-08'],
    ['a 5-day loan opens on its due date at the latest', '2027-01-01', '2027-01-06', '2027-01-06'],
  ])('%s', (_label, releasedOn, dueOn, opensOn) => {
    expect(prepaymentOpensOn({ releasedOn, dueOn, repeatClient: false })).toBe(opensOn);
  });
});

describe('lateFeeCents', () => {
  const unpaid = 1_000_000; // ₱10,000.00
  it.each([
    [0, false, 0],
    [1, false, 100_000 + 50_000],
    [1, true, 80_000 + 50_000],
    [30, false, 100_000 + 30 * 50_000],
    [31, false, 100_000 + 30 * 50_000 + 40_000],
    [90, false, 100_000 + 30 * 50_000 + 60 * 40_000],
    [92, true, 80_000 + 30 * 50_000 + 60 * 40_000 + 2 * 20_000],
  ])('%i days late (repeat client %s) on ₱10,000: %i centavos', (days, repeat, fee) => {
    expect(lateFeeCents(unpaid, days, repeat)).toBe(fee);
  });

  it('follows the configured numbers', () => {
    const terms = { ...defaultLoanTerms, lateFee: { oneOff: { newClient: '0.00', repeatClient: '0.00' }, dailyRates: [{ fromDay: 1, percent: 1 }] } };
    expect(lateFeeCents(unpaid, 3, false, terms)).toBe(30_000);
  });
});

it('standing: not yet, open, then late with the fee added to the amount due', () => {
  const schedule = { releasedOn: '2027-01-01', dueOn: '2027-04-02', repeatClient: false };
  expect(standing(schedule, '9440.00', '2027-02-15')).toEqual({ kind: 'notYet', opensOn: '2027-02-16' });
  expect(standing(schedule, '9440.00', '2027-04-02')).toEqual({ kind: 'open', daysLate: 0, lateFee: '0.00', amountDue: '9440.00' });
  expect(standing(schedule, '9440.00', '2027-04-03')).toEqual({ kind: 'late', daysLate: 1, lateFee: '1472.00', amountDue: '10912.00' });
});

it.each([
  [defaultLoanTerms, undefined],
  [{ ...defaultLoanTerms, prepayment: { afterTermFraction: 0.5, minDaysAfterRelease: -1 } }, /minDaysAfterRelease/],
  [{ ...defaultLoanTerms, lateFee: { ...defaultLoanTerms.lateFee, dailyRates: [{ fromDay: 2, percent: 5 }] } }, /fromDay/],
  [{ ...defaultLoanTerms, lateFee: { ...defaultLoanTerms.lateFee, oneOff: { newClient: '1,000', repeatClient: '800.00' } } }, /newClient/],
])('loanTermsProblem %#', (terms, problem) => {
  const found = loanTermsProblem(terms);
  if (problem === undefined) expect(found).toBeUndefined();
  else expect(found).toMatch(problem);
});
