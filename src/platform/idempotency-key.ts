// Every effectful call (bind card, register, get-sms, loan push, payment, legacy confirm, complaint save, score)
// carries a key from the page, and the server stores it with the effect, so a double tap or a retry of the same
// intent has one effect.

/** A fresh idempotency key (32 hex digits from the CSPRNG): one per submit intent, sent again with every retry of it. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A key with the intent it was made for, as a page holds it (in memory or in a draft). */
export interface HeldKey {
  intent: string;
  key: string;
}

/** What a submit intends: its params, whatever their order, without a key. */
export function intentOf(params: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(Object.entries(params).filter(([name]) => name !== 'idempotencyKey').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The key for a submit of `intent`: the held one when it was made for the same intent (a retry, a further tap), else
 * a new one. A submit with other params is another intent: the server would refuse the old key with them.
 */
export function keyForIntent(held: HeldKey | undefined, intent: string): HeldKey {
  return held?.intent === intent ? held : { intent, key: newIdempotencyKey() };
}

export function isHeldKey(value: unknown): value is HeldKey {
  if (typeof value !== 'object' || value === null) return false;
  const { intent, key } = value as Record<string, unknown>;
  return typeof intent === 'string' && typeof key === 'string' && /^[0-9a-f]{32}$/.test(key);
}
