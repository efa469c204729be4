import { describe, expect, it } from 'vitest';
import { sensitiveStored } from '../e2e/sensitive-storage.ts';

// The check every browser test ends with (tests/e2e/fixtures.ts): it must name what breaks the storage rule, and
// nothing else.
describe('sensitiveStored', () => {
  it('names a property that a schema in schemas/storage marks x-sensitive', () => {
    const stored = { 'bankBinding.draft.101': JSON.stringify({ shared: {}, byCardType: {}, sensitive: { 1: { accountNo: '1' } } }) };
    expect(sensitiveStored(stored, new Set())).toEqual(["bankBinding.draft.101 holds the sensitive property 'sensitive'"]);
    expect(sensitiveStored({ 'promo.registration.7': JSON.stringify({ phone: '9171234567', smsCode: '' }) }, new Set())).toEqual([
      "promo.registration.7 holds the sensitive property 'smsCode'",
    ]);
  });

  it('names a typed secret found anywhere in an entry, JSON or not', () => {
    const secrets = new Set(['1234567890123456']);
    expect(sensitiveStored({ a: JSON.stringify({ shared: { accountNo: '1234567890123456' } }), b: 'x1234567890123456' }, secrets)).toEqual([
      "a holds '1234567890123456', typed into a field marked secret",
      "b holds '1234567890123456', typed into a field marked secret",
    ]);
  });

  it('passes entries that hold neither', () => {
    const stored = {
      'bankBinding.draft.101': JSON.stringify({ shared: { name: 'Maria' }, byCardType: {} }),
      'repayment.saved': JSON.stringify({ code: '9988' }),
      flag: '1',
    };
    expect(sensitiveStored(stored, new Set(['1234567890123456', '4321']))).toEqual([]);
  });
});
