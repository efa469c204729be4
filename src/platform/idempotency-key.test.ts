import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { intentOf, useIntentKeys, type HeldKey, type KeyStore } from './idempotency-key.ts';

/** A store as a draft in web storage would be: what was written last, read again by a page opened later. */
function memoryStore(initial?: HeldKey): KeyStore & { held: HeldKey | undefined } {
  const store = {
    held: initial,
    read: () => store.held,
    write: (held: HeldKey | undefined) => void (store.held = held),
  };
  return store;
}

describe('useIntentKeys', () => {
  it('gives an intent the same key on every retry, even after another intent was tried, and a new intent a new key', () => {
    const { result, rerender } = renderHook(() => useIntentKeys());
    const first = result.current.keyFor('channel-a');
    const other = result.current.keyFor('channel-b');
    rerender();
    expect(result.current.keyFor('channel-a')).toBe(first);
    expect(other).not.toBe(first);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
  });

  it('holds its keys per component: another page part makes its own', () => {
    const one = renderHook(() => useIntentKeys());
    const two = renderHook(() => useIntentKeys());
    expect(one.result.current.keyFor('pay')).not.toBe(two.result.current.keyFor('pay'));
  });

  it('gives a done intent a new key next time: another SMS after the countdown is another effect', () => {
    const { result } = renderHook(() => useIntentKeys());
    const sent = result.current.keyFor('sms');
    result.current.done('sms');
    expect(result.current.keyFor('sms')).not.toBe(sent);
  });

  describe('with a store (a draft)', () => {
    it('keeps the latest intent and its key there, and a page opened again sends that key for the same intent', () => {
      const store = memoryStore();
      const before = renderHook(() => useIntentKeys(store));
      const key = before.result.current.keyFor(intentOf({ a: '1', b: '2' }));
      expect(store.held).toEqual({ intent: intentOf({ a: '1', b: '2' }), key });
      before.unmount();

      const reloaded = renderHook(() => useIntentKeys(store));
      expect(reloaded.result.current.keyFor(intentOf({ b: '2', a: '1', idempotencyKey: 'x' }))).toBe(key);
      expect(reloaded.result.current.keyFor(intentOf({ a: '1', b: '3' }))).not.toBe(key);
    });

    it('forgets the stored key of a done intent, and only that one', () => {
      const store = memoryStore();
      const { result } = renderHook(() => useIntentKeys(store));
      result.current.keyFor('register');
      result.current.done('another');
      expect(store.held?.intent).toBe('register');
      result.current.done('register');
      expect(store.held).toBeUndefined();
    });
  });
});
