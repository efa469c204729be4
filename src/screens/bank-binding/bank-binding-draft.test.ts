import { describe, expect, it } from 'vitest';
import { adaptCardInit } from '../../../core/card-init/card-init-adapter.ts';
import type { CardInitData } from '../../../core/card-init/card-init-types.ts';
import corpus from '../../../schemas/fixtures/bank-binding.json';
import { clearDraft, draftKey, emptyDraft, readDraft, tabFormData, withTabChange, writeDraft, type BindingDraft } from './bank-binding-draft.ts';
import { memoryStorage, throwingStorage } from '../../platform/memory-storage.ts';

const data = corpus.products.find((product) => product.productId === '101')!.cardInit as CardInitData;
const bankTab = adaptCardInit(data, { cardType: 1 });
const walletTab = adaptCardInit(data, { cardType: 2 });

describe('tabFormData and withTabChange', () => {
  it('starts from the items’ pre-fills', () => {
    expect(tabFormData(emptyDraft, 2, walletTab)).toEqual({ walletCode: 'GCASH' });
    expect(tabFormData(emptyDraft, 1, bankTab)).toEqual({});
  });

  it('keeps a tab’s own answers on that tab and shares the answers of every-type items', () => {
    let draft = withTabChange(emptyDraft, 1, bankTab, { bankCode: 'BPI', bankAccountNo: '1234', accountName: 'Maria' });
    expect(tabFormData(draft, 2, walletTab)).toEqual({ walletCode: 'GCASH', accountName: 'Maria' });
    draft = withTabChange(draft, 2, walletTab, { walletCode: 'MAYA', walletMobile: '0917', accountName: 'Maria S' });
    expect(tabFormData(draft, 1, bankTab)).toEqual({ bankCode: 'BPI', bankAccountNo: '1234', accountName: 'Maria S' });
    expect(tabFormData(draft, 2, walletTab)).toEqual({ walletCode: 'MAYA', walletMobile: '0917', accountName: 'Maria S' });
    expect(draft.cardType).toBe(2);
  });

  it('remembers a pre-filled field the borrower emptied, so the pre-fill does not come back', () => {
    const draft = withTabChange(emptyDraft, 2, walletTab, { walletCode: undefined, walletMobile: '' });
    expect(draft.byCardType['2']).toMatchObject({ walletCode: null });
    expect(draft.sensitive?.['2']).toMatchObject({ walletMobile: null });
    expect(tabFormData(draft, 2, walletTab)).toEqual({});
  });

  it('ignores values of codes the tab does not show', () => {
    const draft = withTabChange(emptyDraft, 1, bankTab, { walletMobile: '0917', stray: 'x' });
    expect(JSON.stringify(draft)).not.toMatch(/0917|stray/);
  });
});

describe('readDraft, writeDraft, clearDraft', () => {
  const draft: BindingDraft = { cardType: 2, shared: { accountName: 'Maria' }, byCardType: { '2': { walletCode: null } } };

  it('round-trips a draft per product', () => {
    const storage = memoryStorage();
    writeDraft(storage, '101', draft);
    expect(readDraft(storage, '101')).toEqual(draft);
    expect(readDraft(storage, '102')).toEqual(emptyDraft);
    clearDraft(storage, '101');
    expect(storage.items.has(draftKey('101'))).toBe(false);
  });

  it('keeps account and card numbers in memory only: the stored draft holds none of them', () => {
    let typed = withTabChange(emptyDraft, 1, bankTab, { bankCode: 'BPI', bankAccountNo: '4111222233334444', accountName: 'Maria' });
    typed = withTabChange(typed, 2, walletTab, { walletCode: 'MAYA', walletMobile: '09171234567', accountName: 'Maria' });
    expect(tabFormData(typed, 1, bankTab)).toMatchObject({ bankAccountNo: '4111222233334444' });
    const storage = memoryStorage();
    writeDraft(storage, '101', typed);
    const stored = storage.items.get(draftKey('101'))!;
    expect(stored).not.toMatch(/4111222233334444|09171234567/);
    const back = readDraft(storage, '101');
    expect(tabFormData(back, 1, bankTab)).toEqual({ bankCode: 'BPI', accountName: 'Maria' });
    expect(tabFormData(back, 2, walletTab)).toEqual({ walletCode: 'MAYA', accountName: 'Maria' });
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"text"'],
    ['values that are not strings', JSON.stringify({ shared: { accountName: 42 }, byCardType: {} })],
    ['a tab that is not an object', JSON.stringify({ shared: {}, byCardType: { '1': 'x' } })],
  ])('reads an unreadable draft (%s) as empty', (_case, stored) => {
    expect(readDraft(memoryStorage({ [draftKey('101')]: stored }), '101')).toEqual(emptyDraft);
  });

  it('survives storage that throws or is missing', () => {
    const throwing = throwingStorage();
    expect(readDraft(throwing, '101')).toEqual(emptyDraft);
    expect(() => writeDraft(throwing, '101', draft)).not.toThrow();
    expect(() => clearDraft(throwing, '101')).not.toThrow();
    expect(readDraft(undefined, '101')).toEqual(emptyDraft);
  });
});
