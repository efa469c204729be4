// Money (SPEC.md sections 3 and 9; DESIGN.md: one way to format money): the one formatter, shared by the browser
// (renderers/core/format.ts re-exports it) and the reference server (the texts it writes). Amounts arrive as decimal
// strings in pesos ('5755.00'); the sign is the peso's, or the rupee's in the market where system=1.

/**
 * '5755' -> '5,755.00'. By hand rather than Intl.NumberFormat: building that formatter loads the locale data, the
 * largest script cost after React on a data screen at 4x CPU (issue 27), for two decimals and commas.
 */
function twoDecimalsGrouped(value: number): string {
  const fixed = value.toFixed(2);
  // toFixed writes an exponent from 1e21 on: no amount is that large, but it is shown rather than mangled.
  if (fixed.includes('e')) return fixed;
  const [whole = '0', cents = '00'] = fixed.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** The market of a request or a page: system=1 is the rupee market, anything else the peso market. */
export function isRupeeSystem(system: unknown): boolean {
  return system === '1' || system === 1;
}

// '5,755.00' is a number a person reads at once; commas anywhere else ('5,7,5') are not grouping.
const grouped = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const ungrouped = (text: string) => (grouped.test(text) ? text.replaceAll(',', '') : text);

/** '5755.00' -> '₱5,755.00' ('₹5,755.00' in the rupee market); a value that is not a number is shown as given. */
export function formatMoney(amount: string | number, rupeeMarket = false): string {
  const value = typeof amount === 'number' ? amount : Number(ungrouped(amount.trim()));
  if (!Number.isFinite(value) || (typeof amount === 'string' && amount.trim() === '')) return String(amount);
  const sign = rupeeMarket ? '₹' : '₱';
  return value < 0 ? `-${sign}${twoDecimalsGrouped(-value)}` : `${sign}${twoDecimalsGrouped(value)}`;
}

// An amount as formatMoney writes it: the sign, grouped digits, optional decimals (a minus before the sign).
const writtenAmount = /(-?)[₱₹](\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)/g;

/**
 * A text the server wrote (a detail row, a notice) with every amount in it written for the market: '₱9,440.00 due'
 * -> '₹9,440.00 due' when rupeeMarket. The server keeps its texts in one form and restates them per request.
 */
export function restateMoney(text: string, rupeeMarket: boolean): string {
  return text.replace(writtenAmount, (_whole, minus: string, digits: string) => formatMoney(`${minus}${digits.replaceAll(',', '')}`, rupeeMarket));
}

/** restateMoney over every string inside a JSON value (an answer's data), returning a new value. */
export function restateMoneyDeep<T>(value: T, rupeeMarket: boolean): T {
  if (typeof value === 'string') return restateMoney(value, rupeeMarket) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => restateMoneyDeep(item, rupeeMarket)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, restateMoneyDeep(item, rupeeMarket)])) as T;
  }
  return value;
}
