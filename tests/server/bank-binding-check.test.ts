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

const asSent = (fields: Record<string, string>, cardType: number | undefined) => ({ cardType, fields });

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
    expect(checkBinding(config, asSent({ ...bankAccount, accountName: ' Maria Santos ' }, 1))).toEqual({ cardType: 1, channelNumber: 90006, fields: bankAccount });
  });

  it('names the first field at fault in the configuration order', () => {
    expect(refusal(() => checkBinding(config, asSent({ ...bankAccount, salaryDay: '40', bankAccountNo: 'x' }, 1))).data).toEqual({ field: 'bankAccountNo' });
  });

  it('refuses an item the form cannot draw, as the browser offers no Next for it', () => {
    const broken = structuredClone(config);
    broken.items.push({ cate: 'signature', code: 'sign', title: 'Signature', cardTypeMi: 0 });
    expect(adaptCardInit(broken, { cardType: 1 }).errors).toHaveLength(1);
    expect(refusal(() => checkBinding(broken, asSent({ ...bankAccount, sign: 'yes' }, 1)))).toEqual({
      message: catalog['bankBinding.server.unsupported'].replace('{field}', 'Signature'),
      data: { field: 'sign' },
    });
  });

  describe('the card type the payload names', () => {
    const wallet = { walletCode: 'GCASH', walletMobile: '09171234567', accountName: 'Jose Reyes', address: 'NCR/Metro Manila/Pasig', salaryDay: '15' };

    it('checks the fields against that card type, and binds it', () => {
      expect(checkBinding(config, asSent(wallet, 2)).cardType).toBe(2);
    });

    it('names a field of another card type sent with it', () => {
      expect(refusal(() => checkBinding(config, asSent({ ...wallet, bankAccountNo: '1234567890123456' }, 2)))).toEqual({
        message: catalog['bankBinding.server.otherCardType'].replace('{field}', 'Account number'),
        data: { field: 'bankAccountNo' },
      });
    });

    it("names what does not fit the named card type, though the fields answer another", () => {
      expect(refusal(() => checkBinding(config, asSent(bankAccount, 2)))).toEqual({
        message: catalog['bankBinding.server.otherCardType'].replace('{field}', 'Bank name'),
        data: { field: 'bankCode' },
      });
      const { walletMobile: _left, ...partial } = wallet;
      expect(refusal(() => checkBinding(config, asSent(partial, 2)))).toEqual({
        message: catalog['bankBinding.server.required'].replace('{field}', 'E-wallet mobile number'),
        data: { field: 'walletMobile' },
      });
    });

    it('refuses a card type the product does not list', () => {
      expect(refusal(() => checkBinding(config, asSent({ accountName: 'Jose Reyes', address: 'NCR/Metro Manila/Pasig', salaryDay: '15' }, 3)))).toEqual({
        message: catalog['bankBinding.server.unknownCardType'],
        data: undefined,
      });
    });

    it('from a page loaded before the card type was sent, is the one the fields answer, else the default tab', () => {
      expect(checkBinding(config, asSent(wallet, undefined)).cardType).toBe(2);
      expect(refusal(() => checkBinding(config, asSent({ ...wallet, bankCode: 'BPI' }, undefined))).data).toEqual({ field: 'walletCode' });
    });
  });

  it('keeps a bounded number of compiled forms, however many configurations it sees', () => {
    for (let day = 1; day <= 40; day += 1) {
      const edited = structuredClone(config);
      edited.items.push({ cate: 'text', code: `extra${day}`, title: `Extra ${day}`, cardTypeMi: 0 });
      expect(checkBinding(edited, asSent({ ...bankAccount, [`extra${day}`]: 'x' }, 1)).cardType).toBe(1);
    }
    expect(formValidators.size).toBeLessThanOrEqual(32);
  });
});
