import { describe, expect, it } from 'vitest';
import { adaptCardInit } from '../../core/card-init/card-init-adapter.ts';
import { CallFailure } from '../../server/domain/call-failure.ts';
import { checkBinding, formValidators, type CardInitConfig } from '../../server/domain/bank-binding.ts';
import corpus from '../../schemas/fixtures/bank-binding.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };

// checkBinding without the HTTP app: the rules come from core/card-init's adapter (the browser's form), so
// these cases pin what the server adds around them. tests/server/bank-binding.test.ts covers the calls.
const config = corpus.products.find((entry) => entry.productId === '101')!.cardInit as CardInitConfig;
const bankAccount = { bankCode: 'BPI', bankAccountNo: '1234567890123456', accountName: 'Maria Santos', address: 'NCR/Metro Manila/Makati', salaryDay: '15' };

function refusal(run: () => unknown): { message: string; data: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof CallFailure) return { message: error.message, data: error.data };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('checkBinding', () => {
  it('accepts what the browser form accepts, trimmed, with the card type and its channel', () => {
    expect(checkBinding(config, { ...bankAccount, accountName: ' Maria Santos ' })).toEqual({ cardType: 1, channelNumber: 90006, fields: bankAccount });
  });

  it('names the first field at fault in the configuration order', () => {
    expect(refusal(() => checkBinding(config, { ...bankAccount, salaryDay: '40', bankAccountNo: 'x' })).data).toEqual({ field: 'bankAccountNo' });
  });

  it('refuses an item the form cannot draw, as the browser offers no Next for it', () => {
    const broken = structuredClone(config);
    broken.items.push({ cate: 'signature', code: 'sign', title: 'Signature', cardTypeMi: 0 });
    expect(adaptCardInit(broken, { cardType: 1 }).errors).toHaveLength(1);
    expect(refusal(() => checkBinding(broken, { ...bankAccount, sign: 'yes' }))).toEqual({
      message: catalog['bankBinding.server.unsupported'].replace('{field}', 'Signature'),
      data: { field: 'sign' },
    });
  });

  it('keeps a bounded number of compiled forms, however many configurations it sees', () => {
    for (let day = 1; day <= 40; day += 1) {
      const edited = structuredClone(config);
      edited.items.push({ cate: 'text', code: `extra${day}`, title: `Extra ${day}`, cardTypeMi: 0 });
      expect(checkBinding(edited, { ...bankAccount, [`extra${day}`]: 'x' }).cardType).toBe(1);
    }
    expect(formValidators.size).toBeLessThanOrEqual(32);
  });
});
