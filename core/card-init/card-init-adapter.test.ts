import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { fieldErrorMessage } from '../error-messages.ts';
import {
  ALL_CARD_TYPES,
  DAY_VALUES,
  DEFAULT_CARD_TYPE,
  DEFAULT_CHANNEL_NUMBER,
  adaptCardInit,
  answersCardType,
  knownCardTypes,
  submittedCardType,
  checkCardInitConfig,
  itemsOfCardType,
  resolveCardType,
  toSubmitPayload,
} from './card-init-adapter.ts';
import type { AdapterErrorReason, CardInitData, CardInitItem, CascadeOption, FieldSchema, FieldUiSchema } from './card-init-types.ts';

const cardTypes = [
  { value: 1, name: 'Bank account' },
  { value: 2, name: 'E-wallet' },
];
const cityOptions: CascadeOption[] = [
  {
    label: 'National Capital Region (NCR)',
    value: 'NCR',
    children: [{ label: 'Metro Manila', value: 'Metro Manila', children: [{ label: 'Makati', value: 'Makati' }, { label: 'Pasig', value: 'Pasig' }] }],
  },
  { label: 'Davao Region', value: 'Region XI', children: [{ label: 'Davao del Sur', value: 'Davao del Sur', children: [{ label: 'Digos', value: 'Digos' }] }] },
];

function data(items: CardInitItem[], extra: Partial<CardInitData> = {}): CardInitData {
  return { cardTypes, items, cityOptions, ...extra };
}

describe('adaptCardInit: one field per understood item', () => {
  const cases: { name: string; item: CardInitItem; schema: FieldSchema; ui: FieldUiSchema }[] = [
    {
      name: 'text without inputType is free text',
      item: { cate: 'text', code: 'accountName', title: 'Account holder name', subtitle: 'Name on the account' },
      schema: { type: 'string', title: 'Account holder name', pattern: '\\S' },
      ui: { 'ui:widget': 'text', 'ui:placeholder': 'Name on the account' },
    },
    {
      name: "text with inputType 'text' is free text",
      item: { cate: 'text', code: 'accountName', inputType: 'text', title: 'Name' },
      schema: { type: 'string', title: 'Name', pattern: '\\S' },
      ui: { 'ui:widget': 'text' },
    },
    {
      name: "text with inputType 'number' keeps digits only",
      item: { cate: 'text', code: 'walletMobile', inputType: 'number', title: 'Mobile', subtitle: '09XXXXXXXXX' },
      schema: { type: 'string', title: 'Mobile', pattern: '^[0-9]+$' },
      ui: { 'ui:widget': 'number', 'ui:placeholder': '09XXXXXXXXX' },
    },
    {
      name: "text with inputType 'bankCard' is digits in the bankCard widget",
      item: { cate: 'text', code: 'bankAccountNo', inputType: 'bankCard', title: 'Account number' },
      schema: { type: 'string', title: 'Account number', pattern: '^[0-9]+$' },
      ui: { 'ui:widget': 'bankCard' },
    },
    {
      name: 'enum takes its options from note: the types, as strings, in the enum and their names beside them',
      item: { cate: 'enum', code: 'bankCode', title: 'Bank name', subtitle: 'Select', note: [{ name: 'BDO Unibank', type: 'BDO' }, { name: 'Metrobank', type: 7 }] },
      schema: { type: 'string', title: 'Bank name', enum: ['BDO', '7'] },
      ui: { 'ui:widget': 'picker', 'ui:placeholder': 'Select', 'ui:enumNames': ['BDO Unibank', 'Metrobank'] },
    },
    {
      name: "citySelect accepts the cascade's root-to-leaf paths and passes the options to the widget",
      item: { cate: 'citySelect', code: 'address', title: 'Home address' },
      schema: { type: 'string', title: 'Home address', enum: ['NCR/Metro Manila/Makati', 'NCR/Metro Manila/Pasig', 'Region XI/Davao del Sur/Digos'] },
      ui: { 'ui:widget': 'cascadePicker', 'ui:options': { cascadeOptions: cityOptions, separator: '/' } },
    },
    {
      name: 'day accepts 1 to 31',
      item: { cate: 'day', code: 'salaryDay', title: 'Salary day', subtitle: 'Pick a day' },
      schema: { type: 'string', title: 'Salary day', enum: DAY_VALUES.slice() },
      ui: { 'ui:widget': 'day', 'ui:placeholder': 'Pick a day' },
    },
    {
      name: 'no title and no subtitle: no label and no placeholder (rjsf then labels with the code)',
      item: { cate: 'text', code: 'plain', title: '', subtitle: '' },
      schema: { type: 'string', pattern: '\\S' },
      ui: { 'ui:widget': 'text' },
    },
  ];

  it.each(cases)('$name', ({ item, schema, ui }) => {
    const result = adaptCardInit(data([item]));
    expect(result.errors).toEqual([]);
    expect(result.schema).toEqual({ type: 'object', properties: { [item.code]: schema }, required: [item.code] });
    expect(result.uiSchema).toEqual({ 'ui:order': [item.code], [item.code]: ui });
    expect(result.fields).toEqual([
      { code: item.code, cate: item.cate, widget: ui['ui:widget'], cardTypeMi: ALL_CARD_TYPES, channelNumber: DEFAULT_CHANNEL_NUMBER },
    ]);
  });

  it('day values are exactly the days of a month', () => {
    expect(DAY_VALUES).toHaveLength(31);
    expect(DAY_VALUES[0]).toBe('1');
    expect(DAY_VALUES[30]).toBe('31');
  });

  it('keeps the order of the items, and every shown field is required', () => {
    const result = adaptCardInit(
      data([
        { cate: 'day', code: 'salaryDay' },
        { cate: 'text', code: 'accountName' },
        { cate: 'enum', code: 'bankCode', note: [{ name: 'BPI', type: 'BPI' }] },
      ]),
    );
    expect(result.uiSchema['ui:order']).toEqual(['salaryDay', 'accountName', 'bankCode']);
    expect(Object.keys(result.schema.properties)).toEqual(['salaryDay', 'accountName', 'bankCode']);
    expect(result.schema.required).toEqual(['salaryDay', 'accountName', 'bankCode']);
  });

  it('an empty items list gives an empty form and no errors', () => {
    expect(adaptCardInit(data([]))).toEqual({
      schema: { type: 'object', properties: {}, required: [] },
      uiSchema: { 'ui:order': [] },
      formDataDefaults: {},
      fields: [],
      errors: [],
    });
  });
});

describe('adaptCardInit: an item it cannot understand is an error naming its code', () => {
  const good: CardInitItem = { cate: 'text', code: 'accountName' };
  const cases: { name: string; items: CardInitItem[]; extra?: Partial<CardInitData>; reason: AdapterErrorReason; code: string | undefined; index: number; mentions: string }[] = [
    { name: 'unknown cate', items: [{ cate: 'slider', code: 'loanSlider' }, good], reason: 'unknownCate', code: 'loanSlider', index: 0, mentions: '"slider"' },
    { name: 'cate naming an Object.prototype key', items: [good, { cate: 'toString', code: 'odd' }], reason: 'unknownCate', code: 'odd', index: 1, mentions: '"toString"' },
    { name: 'enum without note', items: [{ cate: 'enum', code: 'bankCode' }, good], reason: 'missingOptions', code: 'bankCode', index: 0, mentions: 'note' },
    { name: 'enum with an empty note', items: [{ cate: 'enum', code: 'bankCode', note: [] }, good], reason: 'missingOptions', code: 'bankCode', index: 0, mentions: 'note' },
    {
      name: 'enum whose note repeats a type',
      items: [{ cate: 'enum', code: 'walletCode', note: [{ name: 'GCash', type: 'GCASH' }, { name: 'G-Cash', type: 'GCASH' }] }, good],
      reason: 'invalidOption',
      code: 'walletCode',
      index: 0,
      mentions: '"GCASH"',
    },
    {
      name: 'enum with a note entry lacking its name',
      items: [{ cate: 'enum', code: 'walletCode', note: [{ name: 'GCash', type: 'GCASH' }, { type: 'MAYA' } as never] }, good],
      reason: 'invalidOption',
      code: 'walletCode',
      index: 0,
      mentions: 'note entry #1',
    },
    { name: 'unknown inputType', items: [{ cate: 'text', code: 'phoneNo', inputType: 'phone' }, good], reason: 'unknownInputType', code: 'phoneNo', index: 0, mentions: '"phone"' },
    {
      name: 'citySelect without cityOptions',
      items: [{ cate: 'citySelect', code: 'address' }, good],
      extra: { cityOptions: undefined },
      reason: 'missingCityOptions',
      code: 'address',
      index: 0,
      mentions: 'cityOptions',
    },
    { name: 'citySelect with empty cityOptions', items: [{ cate: 'citySelect', code: 'address' }, good], extra: { cityOptions: [] }, reason: 'missingCityOptions', code: 'address', index: 0, mentions: 'cityOptions' },
    { name: 'a code that cannot be a form key', items: [good, { cate: 'text', code: '1st-name' }], reason: 'invalidCode', code: '1st-name', index: 1, mentions: 'must match' },
    { name: 'the reserved code product_id', items: [good, { cate: 'text', code: 'product_id' }], reason: 'reservedCode', code: 'product_id', index: 1, mentions: 'reserved' },
    { name: 'the reserved code idempotencyKey', items: [good, { cate: 'text', code: 'idempotencyKey' }], reason: 'reservedCode', code: 'idempotencyKey', index: 1, mentions: 'reserved' },
    { name: 'the reserved code cardType', items: [good, { cate: 'text', code: 'cardType' }], reason: 'reservedCode', code: 'cardType', index: 1, mentions: 'reserved' },
    { name: 'no code', items: [{ cate: 'text', code: '' }, good], reason: 'missingCode', code: undefined, index: 0, mentions: '#0 (no code)' },
    { name: 'a code used twice in one card type', items: [good, { cate: 'day', code: 'accountName' }], reason: 'duplicateCode', code: 'accountName', index: 1, mentions: 'card type 1' },
    { name: 'a cardTypeMi no tab has', items: [good, { cate: 'text', code: 'ghost', cardTypeMi: 9 }], reason: 'unknownCardType', code: 'ghost', index: 1, mentions: 'cardTypeMi 9' },
    { name: 'a negative cardTypeMi', items: [good, { cate: 'text', code: 'negative', cardTypeMi: -1 }], reason: 'unknownCardType', code: 'negative', index: 1, mentions: 'cardTypeMi -1' },
  ];

  it.each(cases)('$name', ({ items, extra, reason, code, index, mentions }) => {
    const result = adaptCardInit(data(items, extra));
    expect(result.errors).toHaveLength(1);
    const [error] = result.errors;
    expect(error).toMatchObject({ reason, code, index });
    expect(error?.message).toContain(code === undefined ? mentions : `"${code}"`);
    expect(error?.message).toContain(mentions);
    // The understood item is still rendered; the broken one is not, and only because it is reported.
    expect(result.schema.required).toEqual(['accountName']);
    expect(result.fields.map((field) => field.code)).toEqual(['accountName']);
  });

  it('reports every broken item, not only the first', () => {
    const result = adaptCardInit(data([{ cate: 'slider', code: 'a' }, { cate: 'enum', code: 'b' }, { cate: 'text', code: 'c', inputType: 'x' }]));
    expect(result.errors.map((error) => [error.code, error.reason])).toEqual([
      ['a', 'unknownCate'],
      ['b', 'missingOptions'],
      ['c', 'unknownInputType'],
    ]);
    expect(result.schema.properties).toEqual({});
  });

  it('reports an item whose cardTypeMi no tab shows on every tab', () => {
    const items: CardInitItem[] = [{ cate: 'text', code: 'ghost', cardTypeMi: 3 }];
    for (const cardType of [1, 2]) {
      expect(adaptCardInit(data(items), { cardType }).errors.map((error) => error.reason)).toEqual(['unknownCardType']);
    }
  });

  it('without card types from the server, only card type 1 exists', () => {
    const items: CardInitItem[] = [
      { cate: 'text', code: 'one', cardTypeMi: 1 },
      { cate: 'text', code: 'two', cardTypeMi: 2 },
    ];
    const result = adaptCardInit(data(items, { cardTypes: [] }));
    expect(result.schema.required).toEqual(['one']);
    expect(result.errors).toMatchObject([{ code: 'two', reason: 'unknownCardType' }]);
  });
});

describe('adaptCardInit: card types', () => {
  const items: CardInitItem[] = [
    { cate: 'text', code: 'shared', cardTypeMi: 0 },
    { cate: 'text', code: 'bankOnly', cardTypeMi: 1 },
    { cate: 'text', code: 'walletOnly', cardTypeMi: 2 },
    { cate: 'text', code: 'unscoped' },
  ];
  it.each([
    { cardType: 1, codes: ['shared', 'bankOnly', 'unscoped'] },
    { cardType: 2, codes: ['shared', 'walletOnly', 'unscoped'] },
    { cardType: undefined, codes: ['shared', 'bankOnly', 'unscoped'] },
  ])('card type $cardType shows cardTypeMi 0, its own, and unscoped items', ({ cardType, codes }) => {
    const result = adaptCardInit(data(items), cardType === undefined ? {} : { cardType });
    expect(result.errors).toEqual([]);
    expect(result.uiSchema['ui:order']).toEqual(codes);
    expect(result.schema.required).toEqual(codes);
  });

  it('records the normalised cardTypeMi of each field', () => {
    expect(adaptCardInit(data(items), { cardType: 2 }).fields.map((field) => [field.code, field.cardTypeMi])).toEqual([
      ['shared', 0],
      ['walletOnly', 2],
      ['unscoped', 0],
    ]);
  });

  it('a broken item of another tab is not this tab’s error, but the config check finds it', () => {
    const withBroken = data([{ cate: 'text', code: 'fine', cardTypeMi: 1 }, { cate: 'slider', code: 'broken', cardTypeMi: 2 }]);
    expect(adaptCardInit(withBroken, { cardType: 1 }).errors).toEqual([]);
    expect(adaptCardInit(withBroken, { cardType: 2 }).errors).toMatchObject([{ code: 'broken', reason: 'unknownCate' }]);
    expect(checkCardInitConfig(withBroken)).toMatchObject([{ code: 'broken', reason: 'unknownCate', index: 1 }]);
  });

  it('the config check lists a problem seen from several tabs once, in item order', () => {
    const config = data([
      { cate: 'slider', code: 'everywhere', cardTypeMi: 0 },
      { cate: 'text', code: 'ghost', cardTypeMi: 5 },
    ]);
    expect(checkCardInitConfig(config).map((error) => [error.code, error.reason])).toEqual([
      ['everywhere', 'unknownCate'],
      ['ghost', 'unknownCardType'],
    ]);
  });
});

describe('adaptCardInit: pre-fills and channel numbers', () => {
  it.each([
    { name: 'a string value pre-fills', value: 'Maria Santos', expected: { accountName: 'Maria Santos' } },
    { name: 'a number value pre-fills as a string', value: 15, expected: { accountName: '15' } },
    { name: 'an empty value does not pre-fill', value: '', expected: {} },
    { name: 'a null value does not pre-fill', value: null, expected: {} },
    { name: 'no value does not pre-fill', value: undefined, expected: {} },
  ])('$name', ({ value, expected }) => {
    expect(adaptCardInit(data([{ cate: 'text', code: 'accountName', value }])).formDataDefaults).toEqual(expected);
  });

  it('pre-fills an enum with its type and keeps a pre-fill that fits no option, for validation to flag', () => {
    const note = [{ name: 'GCash', type: 'GCASH' }];
    const result = adaptCardInit(
      data([
        { cate: 'enum', code: 'walletCode', note, value: 'GCASH' },
        { cate: 'enum', code: 'oldWallet', note, value: 'PAYPAL' },
      ]),
    );
    expect(result.formDataDefaults).toEqual({ walletCode: 'GCASH', oldWallet: 'PAYPAL' });
  });

  it("pre-fills only the active tab's items and never a broken item", () => {
    const result = adaptCardInit(
      data([
        { cate: 'text', code: 'bankOnly', value: 'a', cardTypeMi: 1 },
        { cate: 'text', code: 'walletOnly', value: 'b', cardTypeMi: 2 },
        { cate: 'slider', code: 'broken', value: 'c' },
      ]),
      { cardType: 2 },
    );
    expect(result.formDataDefaults).toEqual({ walletOnly: 'b' });
  });

  it.each([
    { channelNumber: undefined, expected: DEFAULT_CHANNEL_NUMBER },
    { channelNumber: 90010, expected: 90010 },
  ])('channelNumber $channelNumber gives $expected', ({ channelNumber, expected }) => {
    const [field] = adaptCardInit(data([{ cate: 'day', code: 'salaryDay', channelNumber }])).fields;
    expect(field?.channelNumber).toBe(expected);
  });

  it('the defaults are those of SPEC.md section 9', () => {
    expect(DEFAULT_CARD_TYPE).toBe(1);
    expect(DEFAULT_CHANNEL_NUMBER).toBe(90006);
  });
});

describe('resolveCardType', () => {
  it.each([
    { name: 'the requested tab when listed', types: cardTypes, requested: 2, expected: 2 },
    { name: 'card type 1 when nothing is requested', types: cardTypes, requested: undefined, expected: 1 },
    { name: 'card type 1 when the requested one is not listed', types: cardTypes, requested: 7, expected: 1 },
    { name: 'the first listed type when 1 is not listed', types: [{ value: 3, name: 'Remittance' }, { value: 2, name: 'E-wallet' }], requested: undefined, expected: 3 },
    { name: 'card type 1 when the server lists none', types: [], requested: 2, expected: 1 },
    { name: 'card type 1 when the answer has no cardTypes (SPEC.md: default 1)', types: undefined, requested: 2, expected: 1 },
  ])('$name', ({ types, requested, expected }) => {
    expect(resolveCardType(types, requested)).toBe(expected);
  });

  it('without cardTypes, the one form is card type 1: its items and those of every card type', () => {
    const items: CardInitItem[] = [
      { cate: 'text', code: 'accountName', cardTypeMi: 0 },
      { cate: 'text', code: 'bankAccountNo', inputType: 'bankCard', cardTypeMi: 1 },
    ];
    const adapted = adaptCardInit({ items }, { cardType: resolveCardType(undefined) });
    expect(adapted.errors).toEqual([]);
    expect(adapted.fields.map((field) => field.code)).toEqual(['accountName', 'bankAccountNo']);
  });
});

describe('toSubmitPayload', () => {
  const items: CardInitItem[] = [
    { cate: 'enum', code: 'bankCode', cardTypeMi: 1, note: [{ name: 'BDO Unibank', type: 'BDO' }] },
    { cate: 'text', code: 'bankAccountNo', inputType: 'bankCard', cardTypeMi: 1 },
    { cate: 'enum', code: 'walletCode', cardTypeMi: 2, note: [{ name: 'GCash', type: 'GCASH' }] },
    { cate: 'text', code: 'walletMobile', inputType: 'number', cardTypeMi: 2 },
    { cate: 'text', code: 'accountName', cardTypeMi: 0 },
    { cate: 'day', code: 'salaryDay' },
  ];
  // What was typed in both tabs: the form keeps each tab's values.
  const formData = {
    bankCode: 'BDO',
    bankAccountNo: '1234567890123456',
    walletCode: 'GCASH',
    walletMobile: '09171234567',
    accountName: 'Maria Santos',
    salaryDay: 15,
  };

  it.each([
    {
      cardType: 1,
      expected: { bankCode: 'BDO', bankAccountNo: '1234567890123456', accountName: 'Maria Santos', salaryDay: '15', product_id: '101', cardType: '1' },
    },
    {
      cardType: 2,
      expected: { walletCode: 'GCASH', walletMobile: '09171234567', accountName: 'Maria Santos', salaryDay: '15', product_id: '101', cardType: '2' },
    },
  ])("card type $cardType sends only that tab's codes, each as a string, plus product_id and the card type", ({ cardType, expected }) => {
    expect(toSubmitPayload(formData, items, '101', cardType)).toEqual(expected);
  });

  it('defaults to card type 1', () => {
    expect(Object.keys(toSubmitPayload(formData, items, '101'))).toEqual(['bankCode', 'bankAccountNo', 'accountName', 'salaryDay', 'product_id', 'cardType']);
  });

  it('sends an empty string for an unanswered field', () => {
    expect(toSubmitPayload({ bankCode: null }, items, '101', 1)).toEqual({
      bankCode: '',
      bankAccountNo: '',
      accountName: '',
      salaryDay: '',
      product_id: '101',
      cardType: '1',
    });
  });

  it('an enum sends the type the picker stored, which is the enum value the adapter built from note', () => {
    const adapted = adaptCardInit({ cardTypes, items }, { cardType: 1 });
    const names = (adapted.uiSchema.bankCode as { 'ui:enumNames': string[] })['ui:enumNames'];
    const picked = adapted.schema.properties.bankCode?.enum?.[names.indexOf('BDO Unibank')];
    expect(toSubmitPayload({ bankCode: picked }, items, '101', 1).bankCode).toBe('BDO');
  });

  it.each(['product_id', 'cardType'])('an item cannot overwrite %s', (code) => {
    expect(toSubmitPayload({ [code]: '9999' }, [{ cate: 'text', code }], '101', 2)).toEqual({ product_id: '101', cardType: '2' });
  });

  it.each([
    { value: ['NCR', 'Metro Manila', 'Makati'], kind: 'array' },
    { value: { bank: 'BDO' }, kind: 'object' },
    { value: true, kind: 'boolean' },
  ])('refuses a field holding a $kind, naming its code', ({ value, kind }) => {
    expect(() => toSubmitPayload({ accountName: value }, items, '101', 1)).toThrow(new RegExp(`"accountName" holds a value of type ${kind}`));
  });
});

describe('submittedCardType: the card type a submission is checked as', () => {
  const items: CardInitItem[] = [
    { cate: 'enum', code: 'bankCode', cardTypeMi: 1, note: [{ name: 'BDO Unibank', type: 'BDO' }] },
    { cate: 'text', code: 'walletMobile', inputType: 'number', cardTypeMi: 2 },
    { cate: 'text', code: 'accountName', cardTypeMi: 0 },
    { cate: 'day', code: 'salaryDay' },
  ];
  const codesOf = (cardType: number) => {
    const { product_id: _productId, cardType: _cardType, ...answered } = toSubmitPayload({}, items, '101', cardType);
    return Object.keys(answered);
  };

  it('lists the items a tab shows, its own and those of every card type, in order', () => {
    expect(itemsOfCardType(items, 1).map((item) => item.code)).toEqual(['bankCode', 'accountName', 'salaryDay']);
    expect(itemsOfCardType(items, 2).map((item) => item.code)).toEqual(['walletMobile', 'accountName', 'salaryDay']);
  });

  it.each([1, 2])('is the card type the payload names (%i), which its codes answer', (cardType) => {
    const payload = toSubmitPayload({}, items, '101', cardType);
    expect(submittedCardType({ cardTypes, items }, codesOf(cardType), Number(payload.cardType))).toBe(cardType);
    expect(answersCardType({ cardTypes, items }, cardType, codesOf(cardType))).toBe(true);
  });

  it('is the named card type even when the codes answer another: the check then names what does not fit', () => {
    expect(submittedCardType({ cardTypes, items }, codesOf(2), 1)).toBe(1);
    expect(answersCardType({ cardTypes, items }, 1, codesOf(2))).toBe(false);
  });

  it.each([1, 2])('for a page that names none, is the card type whose items are exactly the codes (%i), in any order', (cardType) => {
    expect(submittedCardType({ cardTypes, items }, codesOf(cardType).reverse(), undefined)).toBe(cardType);
  });

  it.each([
    ['a code missing', ['walletMobile', 'accountName']],
    ['a code of the other card type too', ['bankCode', 'walletMobile', 'accountName', 'salaryDay']],
    ['a code of no item', ['walletMobile', 'accountName', 'salaryDay', 'nickname']],
    ['no codes', []],
  ])('for a page that names none, is the default tab when no card type is answered exactly (%s)', (_case, codes) => {
    expect(submittedCardType({ cardTypes: [...cardTypes].reverse(), items }, codes, undefined)).toBe(1);
    expect(knownCardTypes(cardTypes).some((cardType) => answersCardType({ cardTypes, items }, cardType, codes))).toBe(false);
  });

  it('answers no card type the configuration does not list', () => {
    expect(answersCardType({ cardTypes, items }, 3, ['accountName', 'salaryDay'])).toBe(false);
  });
});

describe('adaptCardInit: a text item’s length rule (minLength / maxLength)', () => {
  const accountNo: CardInitItem = { cate: 'text', code: 'bankAccountNo', inputType: 'bankCard', title: 'Account number', minLength: 10, maxLength: 16 };
  const walletMobile: CardInitItem = { cate: 'text', code: 'walletMobile', inputType: 'number', title: 'E-wallet mobile number', minLength: 11, maxLength: 11 };

  it('puts the lengths into the field’s schema, and the message naming the field and the length into its uiSchema', () => {
    const form = adaptCardInit(data([accountNo]));
    expect(form.errors).toEqual([]);
    expect(form.schema.properties.bankAccountNo).toEqual({ type: 'string', title: 'Account number', pattern: '^[0-9]+$', minLength: 10, maxLength: 16 });
    expect(form.uiSchema.bankAccountNo).toEqual({
      'ui:widget': 'bankCard',
      'ui:options': {
        errorMessages: { minLength: 'bankBinding.length.digits', maxLength: 'bankBinding.length.digits' },
        errorMessageVars: { field: 'Account number', min: 10, max: 16 },
      },
    });
  });

  it.each([
    ['a 1-digit account number', accountNo, '1', 'minLength', 'Account number: enter 10 to 16 digits.'],
    ['a 200-digit account number', accountNo, '9'.repeat(200), 'maxLength', 'Account number: enter 10 to 16 digits.'],
    ['a 10-digit e-wallet number', walletMobile, '0917123456', 'minLength', 'E-wallet mobile number: enter exactly 11 digits.'],
  ])('the form refuses %s, with the message naming the field and the length', (_case, item, value, keyword, text) => {
    const form = adaptCardInit(data([item]));
    const validate = new Ajv({ allErrors: true }).compile(form.schema);
    expect(validate({ [item.code]: value })).toBe(false);
    const error = validate.errors?.find((e) => e.keyword === keyword);
    expect(error).toBeDefined();
    expect(fieldErrorMessage(form.uiSchema, item.code, error?.keyword, error?.params)).toBe(text);
  });

  it('lets a number of an allowed length through', () => {
    const validate = new Ajv().compile(adaptCardInit(data([accountNo])).schema);
    expect(validate({ bankAccountNo: '1234567890' })).toBe(true);
    expect(validate({ bankAccountNo: '1234567890123456' })).toBe(true);
  });

  it('says characters for free text, and leaves a field without lengths as it was', () => {
    const name: CardInitItem = { cate: 'text', code: 'accountName', title: 'Name', maxLength: 60 };
    expect(adaptCardInit(data([name])).uiSchema.accountName).toMatchObject({ 'ui:options': { errorMessages: { maxLength: 'bankBinding.length.characters' }, errorMessageVars: { min: 1, max: 60 } } });
    expect(adaptCardInit(data([{ cate: 'text', code: 'plain' }])).schema.properties.plain).toEqual({ type: 'string', pattern: '\\S' });
  });

  it.each([
    ['minLength above maxLength', { minLength: 12, maxLength: 10 }],
    ['a length of 0', { minLength: 0 }],
    ['a length above the request cap', { maxLength: 201 }],
    ['a length that is no whole number', { maxLength: 10.5 }],
  ])('reports %s as an error naming the item', (_case, lengths) => {
    const form = adaptCardInit(data([{ ...accountNo, minLength: undefined, maxLength: undefined, ...lengths }]));
    expect(form.errors).toEqual([expect.objectContaining({ reason: 'invalidLength', code: 'bankAccountNo' })]);
    expect(form.schema.properties.bankAccountNo).toBeUndefined();
  });
});
