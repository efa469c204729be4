import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { intentOf, keyForIntent, useIntentKeys } from './idempotency-key.ts';

describe('useIntentKeys', () => {
  it('gives an intent the same key on every retry, even after another intent was tried, and a new intent a new key', () => {
    const { result, rerender } = renderHook(() => useIntentKeys());
    const first = result.current('channel-a');
    const other = result.current('channel-b');
    rerender();
    expect(result.current('channel-a')).toBe(first);
    expect(other).not.toBe(first);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
  });

  it('holds its keys per component: another page part makes its own', () => {
    const one = renderHook(() => useIntentKeys());
    const two = renderHook(() => useIntentKeys());
    expect(one.result.current('pay')).not.toBe(two.result.current('pay'));
  });
});

describe('keyForIntent', () => {
  it('keeps the held key for the same params in any order, and makes a new one when the params change', () => {
    const held = keyForIntent(undefined, intentOf({ a: '1', b: '2' }));
    expect(keyForIntent(held, intentOf({ b: '2', a: '1', idempotencyKey: 'x' }))).toBe(held);
    expect(keyForIntent(held, intentOf({ a: '1', b: '3' })).key).not.toBe(held.key);
  });
});
