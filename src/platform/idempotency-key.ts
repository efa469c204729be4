import { useState } from 'react';

// Every effectful call (bind card, register, get-sms, loan push, payment, legacy confirm, complaint save, score)
// carries a key from the page, and the server stores it with the effect, so a double tap or a retry of the same
// intent has one effect.

/** A fresh idempotency key (32 hex digits from the CSPRNG): one per submit intent, sent again with every retry of it. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where a page keeps the key of its latest intent so that it outlives a reload: a draft in web storage. */
export interface KeyStore {
  read(): HeldKey | undefined;
  write(held: HeldKey | undefined): void;
}

export interface IntentKeys {
  /** The key for a tap of `intent`: the one made for it before (a retry, a double tap, a reload), else a new one. */
  keyFor(intent: string): string;
  /** The intent's effect happened: its next tap (another SMS after the countdown) is a new intent with a new key. */
  done(intent: string): void;
}

/**
 * The one way a page keys its effectful taps: one key per intent (a digest of the params, `intentOf`, or a name such
 * as the payment channel), so a retry of an intent, even after another was tried, sends its key again. Given a store,
 * the latest intent's key is also kept there and taken up when the page opens again. Made once per component; the
 * store is read then.
 */
export function useIntentKeys(store?: KeyStore): IntentKeys {
  const [keys] = useState((): IntentKeys => {
    const made = new Map<string, string>();
    const stored = store?.read();
    if (stored) made.set(stored.intent, stored.key);
    return {
      keyFor(intent) {
        let key = made.get(intent);
        if (key === undefined) made.set(intent, (key = newIdempotencyKey()));
        store?.write({ intent, key });
        return key;
      },
      done(intent) {
        made.delete(intent);
        if (store?.read()?.intent === intent) store.write(undefined);
      },
    };
  });
  return keys;
}

/** A key with the intent it was made for, as a page holds it (in memory or in a draft). */
export interface HeldKey {
  intent: string;
  key: string;
}

/**
 * What a submit intends: a digest of its params, whatever their order, without a key. A digest, not the params: a
 * key is kept in drafts in web storage, and the params hold card numbers and SMS codes (issue 24).
 */
export function intentOf(params: Readonly<Record<string, unknown>>): string {
  return digest(JSON.stringify(Object.entries(params).filter(([name]) => name !== 'idempotencyKey').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}

/** Two 53-bit string hashes (cyrb53 with two seeds) as 28 hex digits: equal params, equal digest. */
function digest(text: string): string {
  const half = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
  };
  return half(1) + half(2);
}

export function isHeldKey(value: unknown): value is HeldKey {
  if (typeof value !== 'object' || value === null) return false;
  const { intent, key } = value as Record<string, unknown>;
  return typeof intent === 'string' && typeof key === 'string' && /^[0-9a-f]{32}$/.test(key);
}
