// The seeded configuration against the call schemas and the adapter, and the adapter's forms
// against the eval-free validator the browser uses (docs/decisions/002-validation-without-eval.md).
import { Validator, type Schema } from '@cfworker/json-schema';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import bindCardNewSchema from '../../schemas/api/bank-binding/bind-card-new.json';
import cardInitSchema from '../../schemas/api/bank-binding/card-init.json';
import cardChangeSchema from '../../schemas/api/bank-binding/card-change.json';
import fixture from '../../schemas/fixtures/bank-binding.json';
import { adaptCardInit, checkCardInitConfig, toSubmitPayload } from './card-init-adapter.ts';
import type { CardInitData } from './card-init-types.ts';
import { cascadeLeafValues } from './cascade-value.ts';

const ajv = new Ajv({ allErrors: true });
// The contract's own annotations (x-call, x-version, x-breaking-note...), which ajv's strict mode would refuse.
for (const keyword of new Set(JSON.stringify([cardInitSchema, bindCardNewSchema, cardChangeSchema]).match(/"x-[a-zA-Z-]+"(?=:)/g)?.map((k) => k.slice(1, -1)))) ajv.addKeyword(keyword);
for (const schema of [cardInitSchema, bindCardNewSchema, cardChangeSchema]) ajv.addSchema(schema);
function part(schema: { $id: string }, name: 'request' | 'response') {
  const validate = ajv.getSchema(`${schema.$id}#/properties/${name}`);
  if (!validate) throw new Error(`no ${name} schema in ${schema.$id}`);
  return validate;
}
const validateCardInit = part(cardInitSchema, 'response');
const validateCardInitRequest = part(cardInitSchema, 'request');
const submitValidators = [
  { call: 'bind-card-new', validate: part(bindCardNewSchema, 'request') },
  { call: 'cardChange', validate: part(cardChangeSchema, 'request') },
];

const products = fixture.products as unknown as { productId: string; cardInit: CardInitData }[];
const fullProduct = products.find((product) => product.productId === '101');
if (!fullProduct) throw new Error('the fixture lost product 101');
const full = fullProduct.cardInit;

describe('call schemas', () => {
  it('name their /diving paths, borrower auth and success code 0', () => {
    expect([cardInitSchema, bindCardNewSchema, cardChangeSchema].map((schema) => schema['x-call'])).toEqual([
      { method: 'POST', path: '/diving/v3/bind-card/card-init', auth: 'borrower', successCode: 0 },
      { method: 'POST', path: '/diving/v3/bind-card/bind-card-new', auth: 'borrower', successCode: 0 },
      { method: 'POST', path: '/diving/inaugural/cardChange', auth: 'borrower', successCode: 0 },
    ]);
  });

  it('card-init asks for product_id only', () => {
    expect(validateCardInitRequest({ product_id: '101' })).toBe(true);
    expect(validateCardInitRequest({})).toBe(false);
    expect(validateCardInitRequest({ product_id: '101', extra: 'x' })).toBe(false);
  });

  it('lets an item with an unknown cate or inputType through to the adapter', () => {
    const answer = { cardTypes: [{ value: 1, name: 'Bank account' }], items: [{ cate: 'slider', code: 'x', inputType: 'phone', future: true }] };
    expect(validateCardInit(answer)).toBe(true);
    expect(adaptCardInit(answer).errors.map((error) => error.code)).toEqual(['x']);
  });

  it.each([
    { name: 'no card types', answer: { cardTypes: [], items: [] } },
    { name: 'an item without code', answer: { cardTypes: [{ value: 1, name: 'Bank' }], items: [{ cate: 'text' }] } },
    { name: 'a cascade value holding the separator', answer: { cardTypes: [{ value: 1, name: 'Bank' }], items: [], cityOptions: [{ label: 'A/B', value: 'A/B' }] } },
    { name: 'a string cardTypeMi', answer: { cardTypes: [{ value: 1, name: 'Bank' }], items: [{ cate: 'text', code: 'a', cardTypeMi: '1' }] } },
  ])('card-init refuses $name', ({ answer }) => {
    expect(validateCardInit(answer)).toBe(false);
  });

  it.each(submitValidators)('$call takes product_id plus item codes, all strings', ({ validate }) => {
    expect(validate({ product_id: '101', bankCode: 'BDO', address: 'NCR/Metro Manila/Makati' })).toBe(true);
    expect(validate({ bankCode: 'BDO' })).toBe(false);
    expect(validate({ product_id: '101', '1bad': 'x' })).toBe(false);
    expect(validate({ product_id: '101', salaryDay: 15 })).toBe(false);
  });
});

describe('the seeded bank-binding configuration', () => {
  it.each(products)('product $productId is a valid card-init answer with no adapter errors', ({ cardInit }) => {
    expect(validateCardInit(cardInit), JSON.stringify(validateCardInit.errors)).toBe(true);
    expect(checkCardInitConfig(cardInit)).toEqual([]);
  });

  it.each(products)('product $productId uses each code once', ({ cardInit }) => {
    const codes = cardInit.items.map((item) => item.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('product 101 has two card types, every cate on every tab, every inputType, and shared items', () => {
    expect(full.cardTypes).toEqual([
      { value: 1, name: 'Bank account' },
      { value: 2, name: 'E-wallet' },
    ]);
    for (const { value } of full.cardTypes) {
      const fields = adaptCardInit(full, { cardType: value }).fields;
      expect(new Set(fields.map((field) => field.cate))).toEqual(new Set(['text', 'enum', 'citySelect', 'day']));
    }
    const inputTypes = full.items.filter((item) => item.cate === 'text').map((item) => item.inputType);
    expect(new Set(inputTypes)).toEqual(new Set(['text', 'number', 'bankCard']));
    expect(full.items.filter((item) => item.cardTypeMi === 0).length).toBeGreaterThanOrEqual(1);
  });

  it('offers the Philippine banks and e-wallets', () => {
    const names = (code: string) => full.items.find((item) => item.code === code)?.note?.map((option) => option.name).join('|') ?? '';
    for (const bank of ['BDO', 'BPI', 'Metrobank', 'Land Bank', 'PNB', 'Security Bank', 'UnionBank', 'RCBC', 'China Bank', 'EastWest']) {
      expect(names('bankCode')).toContain(bank);
    }
    expect(names('walletCode')).toBe('GCash|Maya');
  });

  it('cascades Philippine regions to provinces to cities', () => {
    const leaves = cascadeLeafValues(full.cityOptions ?? []);
    for (const path of [
      'NCR/Metro Manila/Makati',
      'NCR/Metro Manila/Quezon City',
      'Region IV-A/Cavite/Imus',
      'Region IV-A/Laguna/Calamba',
      'Region IV-A/Batangas/Lipa',
      'Region IV-A/Rizal/Antipolo',
      'Region IV-A/Quezon/Lucena',
      'Region VII/Cebu/Cebu City',
      'Region VII/Bohol/Tagbilaran',
      'Region XI/Davao del Sur/Davao City',
    ]) {
      expect(leaves).toContain(path);
    }
  });
});

describe('adapted forms under the eval-free validator', () => {
  const bankTab = adaptCardInit(full, { cardType: 1 });
  const validator = new Validator(bankTab.schema as unknown as Schema, '7', false);
  const filled = {
    bankCode: 'BPI',
    bankAccountNo: '001234567890',
    accountName: 'Maria Santos',
    address: 'Region VII/Cebu/Mandaue',
    salaryDay: '30',
  };
  const failingFields = (formData: Record<string, unknown>) =>
    [...new Set(validator.validate(formData).errors.map((error) => error.instanceLocation).filter((at) => at !== '#'))];

  it('accepts a complete bank-account form', () => {
    expect(validator.validate(filled).errors).toEqual([]);
  });

  it.each([
    { name: 'a bank number with a space', field: 'bankAccountNo', value: '0012 3456' },
    { name: 'a bank not offered', field: 'bankCode', value: 'Bank of Mars' },
    { name: 'a bank given by name instead of type', field: 'bankCode', value: 'BDO Unibank' },
    { name: 'a cascade stopping at a province', field: 'address', value: 'Region VII/Cebu' },
    { name: 'day 32', field: 'salaryDay', value: '32' },
    { name: 'day 0', field: 'salaryDay', value: '0' },
    { name: 'a name of spaces', field: 'accountName', value: '   ' },
  ])('flags $name beside its field', ({ field, value }) => {
    expect(failingFields({ ...filled, [field]: value })).toEqual([`#/${field}`]);
  });

  it('flags a missing answer as required', () => {
    const { salaryDay: _missing, ...rest } = filled;
    const errors = validator.validate(rest).errors;
    expect(errors.some((error) => error.keyword === 'required' && error.error.includes('salaryDay'))).toBe(true);
  });

  it('flags digits-only fields of the e-wallet tab', () => {
    const walletTab = adaptCardInit(full, { cardType: 2 });
    const walletValidator = new Validator(walletTab.schema as unknown as Schema, '7', false);
    const wallet = { ...walletTab.formDataDefaults, walletMobile: '0917-123-4567', accountName: 'Jose Reyes', address: 'NCR/Metro Manila/Pasig', salaryDay: '15' };
    expect(walletTab.formDataDefaults).toEqual({ walletCode: 'GCASH' });
    const locations = walletValidator.validate(wallet).errors.map((error) => error.instanceLocation);
    expect(locations).toContain('#/walletMobile');
    expect(walletValidator.validate({ ...wallet, walletMobile: '09171234567' }).valid).toBe(true);
  });

  it.each(submitValidators)('a filled form becomes a payload $call accepts', ({ validate }) => {
    const payload = toSubmitPayload(filled, full.items, '101', 1);
    expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);
    expect(payload).toEqual({ ...filled, product_id: '101', cardType: '1' });
  });
});
