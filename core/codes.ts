// Codes and amounts as a backend writes them. SPEC.md gives codes without a type (code 0 or '00' is success; '11',
// '-1', '101' in registration; 800005, 800006 in legacy repay), and a backend we did not write may send any code as a
// number or as a string, and an amount as 5755 or '5755.00'. So codes are compared by meaning, through sameCode and
// nowhere else, and an amount sent back to a call is written through amountText.

/** A code as the wire carries it. */
export type WireCode = string | number | null | undefined;

/**
 * The code's meaning as one text: an integer written any way ('00', 0, '0', ' 11 ', 11, '+11') is its decimal
 * digits ('0', '11'); any other text ('ORDER_NOT_FOUND') is itself, trimmed. Undefined when there is no code.
 */
export function codeMeaning(code: WireCode): string | undefined {
  if (code === null || code === undefined) return undefined;
  if (typeof code === 'number') return Number.isFinite(code) ? String(code) : undefined;
  const text = code.trim();
  if (text === '') return undefined;
  const integer = /^([+-]?)0*(\d+)$/.exec(text);
  if (!integer) return text;
  const digits = integer[2]!;
  return integer[1] === '-' && digits !== '0' ? `-${digits}` : digits;
}

/** Whether two codes mean the same: 0, '0' and '00' are one code, and so are 11 and '11'. No code equals nothing. */
export function sameCode(a: WireCode, b: WireCode): boolean {
  const meaning = codeMeaning(a);
  return meaning !== undefined && meaning === codeMeaning(b);
}

/** Whether the code is one of the given ones, by meaning. */
export function codeIs(code: WireCode, ...codes: readonly WireCode[]): boolean {
  return codes.some((one) => sameCode(code, one));
}

/** SPEC.md section 8: code 0 (the common helpers) or '00' (most endpoints) is success; by meaning, they are one. */
export function isSuccessCode(code: WireCode): boolean {
  return sameCode(code, 0);
}

/**
 * An amount as requests send it back: a decimal string with exactly two decimals ('5755.00'), from an answer's amount
 * written either way (5755, '5755', '5755.5', 5755.5). Anything else is returned as text, for the call's own
 * validation to refuse with its message.
 */
export function amountText(amount: string | number): string {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount.toFixed(2) : String(amount);
  const match = /^\s*(\d+)(?:\.(\d{0,2}))?\s*$/.exec(amount);
  if (!match) return amount;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}
