import { describe, expect, it } from 'vitest';
import type { CardInitData } from '../../../core/card-init/card-init-types.ts';
import catalog from '../../../schemas/messages/en.json';
import corpus from '../../../schemas/fixtures/bank-binding.json';
import { adaptCardInit, checkCardInitConfig, resolveCardType } from '../../../core/card-init/card-init-adapter.ts';
import { createCfworkerValidator } from '../../../renderers/core/cfworker-validator.ts';
import { acceptItems, carryBindingDraft as carry, notKeptItemsText, type CardInitRules } from './bank-binding-versions.ts';
import type { BindingDraft } from './bank-binding-draft.ts';

// Bank binding's draft across versions of a product's items (issue 26 part 6): by item code, per card type.

const rules: CardInitRules = { adapt: adaptCardInit, check: checkCardInitConfig, resolveCardType, validator: createCfworkerValidator() };
const carryBindingDraft = (draft: BindingDraft, data: CardInitData, version: number) => carry(draft, data, version, rules);

const rowItems = corpus.products.find((product) => product.productId === '101')!.cardInit as CardInitData;

/** A published version: a new bank-account item, the wallet's mobile number now 12 digits, no salary day. */
function nextVersion(): CardInitData {
  const data = structuredClone(rowItems);
  data.items = data.items.filter((item) => item.code !== 'salaryDay');
  data.items.push({ cate: 'text', code: 'branchName', inputType: 'text', title: 'Branch', cardTypeMi: 1 });
  const mobile = data.items.find((item) => item.code === 'walletMobile')!;
  mobile.minLength = 12;
  mobile.maxLength = 12;
  return data;
}

const typed: BindingDraft = {
  cardType: 1,
  shared: { accountName: 'Maria Santos', salaryDay: '15', address: null },
  byCardType: { '1': { bankCode: 'BPI' }, '2': { walletCode: 'MAYA' } },
  sensitive: { '1': { bankAccountNo: '1234567890' }, '2': { walletMobile: '09171234567' } },
};

describe('carryBindingDraft', () => {
  it('keeps every answer the new version takes, on its tab, records the version, and names the rest in the draft’s order', () => {
    const { draft, dropped } = carryBindingDraft(typed, nextVersion(), 3);
    expect(draft).toEqual({
      cardType: 1,
      itemsVersion: 3,
      shared: { accountName: 'Maria Santos', address: null },
      byCardType: { '1': { bankCode: 'BPI' }, '2': { walletCode: 'MAYA' } },
      sensitive: { '1': { bankAccountNo: '1234567890' } },
    });
    expect(dropped).toEqual(['salaryDay', 'walletMobile']);
  });

  it('keeps everything, and names nothing, under a version that takes it all (back to the row)', () => {
    const { draft, dropped } = carryBindingDraft({ ...typed, itemsVersion: 3 }, rowItems, 0);
    expect(dropped).toEqual([]);
    expect(draft).toEqual({ ...typed, itemsVersion: 0 });
  });

  it('places an answer where the new version’s item lives: an item made common to every card type is shared', () => {
    const data = structuredClone(rowItems);
    data.items.find((item) => item.code === 'bankCode')!.cardTypeMi = 0;
    const { draft, dropped } = carryBindingDraft({ cardType: 1, shared: {}, byCardType: { '1': { bankCode: 'BPI' } } }, data, 1);
    expect(dropped).toEqual([]);
    expect(draft.shared).toEqual({ bankCode: 'BPI' });
  });

  it('drops a tab the new version no longer lists, naming its answers', () => {
    const data = structuredClone(rowItems);
    data.cardTypes = data.cardTypes!.filter((type) => type.value === 1);
    data.items = data.items.filter((item) => item.cardTypeMi !== 2);
    const { draft, dropped } = carryBindingDraft(typed, data, 2);
    expect(dropped).toEqual(['walletCode', 'walletMobile']);
    expect(draft.byCardType).toEqual({ '1': { bankCode: 'BPI' } });
  });

  it('says what it could not keep in the catalog’s words, with the items’ titles (from the row when the version lacks the item)', () => {
    expect(notKeptItemsText(['salaryDay', 'walletMobile'], nextVersion(), rowItems)).toBe(
      catalog['drafts.notKept'].replace('{fields}', 'Salary day, E-wallet mobile number'),
    );
    expect(notKeptItemsText([], nextVersion(), rowItems)).toBeUndefined();
  });
});

describe('acceptItems', () => {
  it('takes items the card-init contract and the adapter accept on every tab, and refuses the rest', () => {
    expect(acceptItems(nextVersion(), rules)?.items.map((item) => item.code)).toContain('branchName');
    expect(acceptItems({ items: 'none' }, rules)).toBeUndefined();
    const undrawable = nextVersion();
    undrawable.items.push({ cate: 'signature', code: 'ink', cardTypeMi: 2 });
    expect(acceptItems(undrawable, rules)).toBeUndefined();
  });
});
