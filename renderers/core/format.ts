// Digit grouping for the phone and bank-card inputs (SPEC.md section 5): the stored value is bare digits, the
// screen shows them in groups.

/** Group sizes: a list such as [4, 3, 4] (the rest of the digits stays in the last group), or one size repeated. */
export type DigitGroups = readonly number[] | number;

export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

export function groupDigits(value: string, groups: DigitGroups, separator = ' '): string {
  const digits = digitsOnly(value);
  const sizes = typeof groups === 'number' ? [] : groups.filter((size) => size > 0);
  const every = typeof groups === 'number' ? groups : 0;
  if (every <= 0 && sizes.length === 0) return digits;
  const parts: string[] = [];
  let at = 0;
  for (let i = 0; at < digits.length; i += 1) {
    const size = every > 0 ? every : i < sizes.length - 1 ? sizes[i]! : digits.length - at;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(separator);
}

/** The inverse of groupDigits: the bare digits, cut to maxLength digits when given. */
export function ungroupDigits(text: string, maxLength?: number): string {
  const digits = digitsOnly(text);
  return maxLength === undefined ? digits : digits.slice(0, Math.max(0, maxLength));
}

/** Where the caret goes in `formatted` so that `digitsBefore` digits stay to its left. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i]!)) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

// Money and dates (SPEC.md sections 3 and 9). Each has one formatter, in core/ because the server writes amounts and
// days into texts too: they are re-exported here so that screens and widgets keep one import for both.
export { formatMoney } from '../../core/money.ts';
export { formatDate } from '../../core/dates.ts';
