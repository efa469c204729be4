import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsOnly, formatDate, formatMoney, groupDigits, ungroupDigits, type DigitGroups } from './format.ts';

describe('digitsOnly', () => {
  it.each([
    ['0917 123 4567', '09171234567'],
    ['+63 (917) 123-4567', '639171234567'],
    ['abc', ''],
    ['', ''],
    ['١٢٣', ''],
  ])('%j -> %j', (input, expected) => expect(digitsOnly(input)).toBe(expected));
});

describe('groupDigits', () => {
  it.each<[string, DigitGroups, string]>([
    ['09171234567', [4, 3, 4], '0917 123 4567'],
    ['0917', [4, 3, 4], '0917'],
    ['09171', [4, 3, 4], '0917 1'],
    ['0917123', [4, 3, 4], '0917 123'],
    ['09171234', [4, 3, 4], '0917 123 4'],
    ['091712345678', [4, 3, 4], '0917 123 45678'],
    ['13812345678', [3, 4, 4], '138 1234 5678'],
    ['4111111111111111', 4, '4111 1111 1111 1111'],
    ['411111111', 4, '4111 1111 1'],
    ['0917-123', [4, 3, 4], '0917 123'],
    ['', [4, 3, 4], ''],
    ['12345', [], '12345'],
    ['12345', 0, '12345'],
  ])('%j in %j -> %j', (value, groups, expected) => expect(groupDigits(value, groups)).toBe(expected));

  it('takes another separator', () => expect(groupDigits('09171234567', [4, 3, 4], '-')).toBe('0917-123-4567'));
});

describe('ungroupDigits, the inverse', () => {
  it.each<[string, number | undefined, string]>([
    ['0917 123 4567', undefined, '09171234567'],
    ['0917 123 45678', 11, '09171234567'],
    ['4111 1111', 4, '4111'],
    ['x', 3, ''],
  ])('%j (max %j) -> %j', (text, max, expected) => expect(ungroupDigits(text, max)).toBe(expected));

  it.each(['09171234567', '0917', '4111111111111111'])('undoes groupDigits for %j', (digits) => {
    expect(ungroupDigits(groupDigits(digits, [4, 3, 4]))).toBe(digits);
    expect(ungroupDigits(groupDigits(digits, 4))).toBe(digits);
  });
});

describe('caretAfterDigits', () => {
  it.each([
    ['0917 123 4567', 0, 0],
    ['0917 123 4567', 4, 4],
    ['0917 123 4567', 5, 6],
    ['0917 123 4567', 11, 13],
    ['0917 1', 9, 6],
  ])('in %j after %j digits -> %j', (formatted, digits, expected) => {
    expect(caretAfterDigits(formatted, digits)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each<[string | number, boolean, string]>([
    ['5755.00', false, '₱5,755.00'],
    ['5755.00', true, '₹5,755.00'],
    ['0.00', false, '₱0.00'],
    ['123456789.50', false, '₱123,456,789.50'],
    [1000, false, '₱1,000.00'],
    ['-20.5', false, '-₱20.50'],
    ['n/a', false, 'n/a'],
    ['', false, ''],
  ])('%j (rupee %j) -> %j', (amount, rupee, expected) => expect(formatMoney(amount, rupee)).toBe(expected));
});

describe('formatDate', () => {
  it.each([
    ['2027-01-07', 'Jan 7, 2027'],
    ['2026-11-24', 'Nov 24, 2026'],
    ['soon', 'soon'],
  ])('%j -> %j', (date, expected) => expect(formatDate(date)).toBe(expected));
});

describe('the hand-written calendar day', () => {
  it('writes what Intl.DateTimeFormat en-US writes, for every day of four years', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2030, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(intl.format(new Date(time)));
    }
  });
});
