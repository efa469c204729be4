import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adaptCardInit } from '../../core/card-init/card-init-adapter.ts';
import type { CardInitData } from '../../core/card-init/card-init-types.ts';
import corpus from '../../schemas/fixtures/bank-binding.json';
import { intentOf, useIntentKeys, type KeyStore } from '../../src/platform/idempotency-key.ts';
import { clearDraft as clearRegistration, loadDraft, saveDraft, submitKeyStore } from '../../src/promo/registration-draft.ts';
import { emptyDraft, readSubmitKey, withCardType, withTabChange, writeDraft, writeSubmitKey } from '../../src/screens/bank-binding/bank-binding-draft.ts';
import { changedDraft, emptyDraft as emptyComplaint, writeDraft as writeComplaint } from '../../src/screens/complaints/complaint-draft.ts';
import { sessionStore } from '../../src/platform/web-storage.ts';

// Issue 24: nothing sensitive (card or account numbers, SMS and picture codes) is written to web storage in clear.
// Each flow's draft is written as its screen writes it (the same functions, in the same order: every change, then the
// submit's held key), and then the whole of localStorage and sessionStorage is dumped and searched for the values.
// (tests/schemas/storage-entries.test.ts holds that no other src module touches web storage, so these are all the
// writers; legacy repay keeps its SMS code and keys in memory and writes nothing.)

const CARD = '4111222233334444';
const WALLET = '09179876543';
const SMS = '482913';
const PICTURE = 'qz7k';

/** A submit's key made as its screen makes it: the page's intent keys, kept in the flow's store. */
function keyWithStore(store: KeyStore, intent: string): string {
  return renderHook(() => useIntentKeys(store)).result.current.keyFor(intent);
}

function dump(): string {
  const all: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)!;
      all.push(key, storage.getItem(key) ?? '');
    }
  }
  return all.join('\n');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a storage dump after each flow', () => {
  it('bank binding: holds no card or account number, neither in the draft nor in the submit key', () => {
    const data = corpus.products.find((product) => product.productId === '101')!.cardInit as CardInitData;
    const bankTab = adaptCardInit(data, { cardType: 1 });
    const walletTab = adaptCardInit(data, { cardType: 2 });
    let draft = withTabChange(emptyDraft, 1, bankTab, { bankCode: 'BPI', bankAccountNo: CARD, accountName: 'Maria Santos' });
    writeDraft(sessionStore(), '101', draft);
    draft = withCardType(draft, 2);
    draft = withTabChange(draft, 2, walletTab, { walletCode: 'GCASH', walletMobile: WALLET, accountName: 'Maria Santos' });
    writeDraft(sessionStore(), '101', draft);
    const bindingKeys: KeyStore = { read: () => readSubmitKey(sessionStore(), '101'), write: (held) => writeSubmitKey(sessionStore(), '101', held) };
    keyWithStore(bindingKeys, intentOf({ productId: '101', cardType: 1, bankCode: 'BPI', bankAccountNo: CARD, accountName: 'Maria Santos' }));

    const stored = dump();
    expect(stored).toContain('Maria Santos');
    expect(stored).not.toContain(CARD);
    expect(stored).not.toContain(WALLET);
  });

  it('registration: holds no SMS code or picture code, neither in the draft nor in the held keys', () => {
    saveDraft('t1', { phone: '09171234567', smsCode: SMS, capcode: PICTURE } as Parameters<typeof saveDraft>[1], undefined);
    keyWithStore(submitKeyStore('t1', 'smsKey'), intentOf({ phone: '09171234567', capcode: PICTURE, sid: 's1' }));
    keyWithStore(submitKeyStore('t1', 'registerKey'), intentOf({ phone: '09171234567', smsCode: SMS, capcode: PICTURE }));
    expect(loadDraft('t1').smsCode).toBe(SMS);

    const stored = dump();
    expect(stored).toContain('09171234567');
    expect(stored).not.toContain(SMS);
    expect(stored).not.toContain(PICTURE);
    clearRegistration('t1');
    expect(dump()).toBe('');
  });

  it('complaint: the draft holds what was written and no code', () => {
    writeComplaint(changedDraft(emptyComplaint(), (next) => {
      next.orderNo = 'A1';
      next.problemDetail = 'Charged twice';
    }));
    const stored = dump();
    expect(stored).toContain('Charged twice');
    expect(stored).not.toContain(SMS);
    expect(stored).not.toContain(CARD);
  });
});
