// Every effectful call (bind card, loan push, payment, legacy confirm, complaint save) carries a key from the page,
// and the server stores it with the effect, so a double tap or a retry of the same intent has one effect.

/** A fresh idempotency key (32 hex digits from the CSPRNG): one per submit intent, sent again with every retry of it. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
