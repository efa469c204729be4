// What the money keyboard may type: digits, one dot and at most `decimals` digits after it, at most `maxLength`
// characters. A key that would break that is refused, so the text on the screen is always a money amount on its way.

export interface MoneyRules {
  maxLength: number;
  decimals: number;
}

/** The text after `key` ('0'-'9' or '.') is typed, or undefined when the key is refused. */
export function typeMoneyKey(text: string, key: string, { maxLength, decimals }: MoneyRules): string | undefined {
  let next: string;
  if (key === '.') {
    if (decimals === 0 || text.includes('.')) return undefined;
    next = text === '' ? '0.' : `${text}.`;
  } else if (/^\d$/.test(key)) {
    // No leading zeros: "0" then "5" is "5".
    next = text === '0' ? key : text + key;
    const dot = next.indexOf('.');
    if (dot !== -1 && next.length - dot - 1 > decimals) return undefined;
  } else {
    return undefined;
  }
  return next.length > maxLength ? undefined : next;
}

/** The amount a typed text says ("12." is 12), or undefined for an empty one. */
export function moneyValue(text: string): number | undefined {
  if (text === '' || text === '.') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** The text a stored amount is shown as: at most `decimals` decimals, as typed. */
export function moneyText(value: unknown, decimals: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return '';
  const fixed = value.toFixed(decimals);
  return decimals > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
}
