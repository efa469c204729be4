import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { seedBankBinding } from '../../server/db/seed-bank-binding.ts';
import { publishVersion, setRollout } from '../../server/domain/published-versions.ts';
import cardInitCall from '../../schemas/api/bank-binding/card-init.json' with { type: 'json' };
import bindCardNewCall from '../../schemas/api/bank-binding/bind-card-new.json' with { type: 'json' };
import cardChangeCall from '../../schemas/api/bank-binding/card-change.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/bank-binding.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import { apiSchemasWith, jose, maria, seededMemoryDb, sessionQuery, testApp, type TestApp } from './support.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const product = corpus.products.find((entry) => entry.productId === '101')!;
const otherProduct = corpus.products.find((entry) => entry.productId === '102')!;

/** A complete, valid answer of card type 1 (bank account) of product 101, as the page sends it. */
const bankAccount = {
  product_id: '101',
  cardType: '1',
  bankCode: 'BPI',
  bankAccountNo: '1234567890123456',
  accountName: 'Maria Santos',
  address: 'NCR/Metro Manila/Makati',
  salaryDay: '15',
};
/** The same for card type 2 (e-wallet). */
const eWallet = {
  product_id: '101',
  cardType: '2',
  walletCode: 'GCASH',
  walletMobile: '09171234567',
  accountName: 'Maria Santos',
  address: 'Region III/Pampanga/Angeles',
  salaryDay: '30',
};

let db: Db;
let server: TestApp;

beforeAll(async () => {
  db = await seededMemoryDb();
  server = await testApp(db, { callSources: { schemasDir: await apiSchemasWith(['bank-binding']) } });
});
afterAll(async () => {
  await server?.cleanup();
  await db?.close();
});
beforeEach(async () => {
  await db.query('DELETE FROM bank_bindings');
  await seedBankBinding(db);
});

function post(path: string, payload: Record<string, string>, session: Record<string, string> = maria.session) {
  return server.app.inject({ method: 'POST', url: `${path}?${sessionQuery(session)}`, payload: new URLSearchParams(payload).toString(), headers: form });
}

interface BindingRow {
  borrowerKey: string;
  productId: string;
  source: string;
  cardType: number;
  channelNumber: number;
  fields: Record<string, string>;
}

async function bindings(): Promise<BindingRow[]> {
  const { rows } = await db.query<BindingRow>(
    `SELECT b.key AS "borrowerKey", k.product_id AS "productId", k.source, k.card_type AS "cardType", k.channel_number AS "channelNumber", k.fields
     FROM bank_bindings k JOIN borrowers b ON b.id = k.borrower_id ORDER BY k.id`,
  );
  return rows;
}

describe('POST card-init', () => {
  const path = cardInitCall['x-call'].path;

  it.each(corpus.products.map((entry) => [entry.productId, entry] as const))('answers product %s its configuration as seeded from the fixture', async (productId, entry) => {
    const answer = await post(path, { product_id: productId });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 0, message: 'success', data: entry.cardInit });
  });

  it('answers an edit of the configuration row on the next call, with no restart', async () => {
    const edited = structuredClone(otherProduct.cardInit);
    edited.items.push({ cate: 'day', code: 'payDay', title: 'Pay day', subtitle: 'Pick a day', cardTypeMi: 0 } as never);
    await db.query('UPDATE bank_binding_config SET card_init = $1 WHERE product_id = $2', [JSON.stringify(edited), otherProduct.productId]);
    const answer = await post(path, { product_id: otherProduct.productId });
    expect(answer.json().data.items.map((item: { code: string }) => item.code)).toEqual(['bankCode', 'bankAccountNo', 'accountName', 'payDay']);
  });

  it('refuses a product without a configuration with a clear message', async () => {
    const answer = await post(path, { product_id: '424242' });
    expect(answer.json()).toEqual({ code: 'NOT_FOUND', message: catalog['bankBinding.server.notConfigured'] });
  });

  it('refuses a configuration edit that breaks the call schema instead of serving it', async () => {
    const broken = { ...otherProduct.cardInit, cardTypes: [] };
    await db.query('UPDATE bank_binding_config SET card_init = $1 WHERE product_id = $2', [JSON.stringify(broken), otherProduct.productId]);
    const answer = await post(path, { product_id: otherProduct.productId });
    expect(answer.statusCode).toBe(500);
    expect(answer.json().code).toBe('SERVER_ERROR');
  });

  it('needs a session', async () => {
    const answer = await server.app.inject({ method: 'POST', url: path, payload: 'product_id=101', headers: form });
    expect(answer.statusCode).toBe(401);
  });
});

describe.each([
  ['bind-card-new', bindCardNewCall['x-call'].path],
  ['card-change', cardChangeCall['x-call'].path],
] as const)('POST %s', (source, path) => {
  it('stores a bank-account binding for the session’s borrower only, with its card type and the default channel', async () => {
    const answer = await post(path, bankAccount);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: 0, message: 'success', data: { bindId: expect.any(String) } });
    const { product_id: _productId, cardType: _cardType, ...fields } = bankAccount;
    expect(await bindings()).toEqual([{ borrowerKey: 'maria', productId: '101', source, cardType: 1, channelNumber: 90006, fields }]);
  });

  it('stores the e-wallet card type the payload names', async () => {
    const answer = await post(path, eWallet, jose.session);
    expect(answer.json().code).toBe(0);
    const [row] = await bindings();
    expect(row).toMatchObject({ borrowerKey: 'jose', cardType: 2, fields: { walletCode: 'GCASH', walletMobile: '09171234567' } });
  });

  it('takes the card type from the codes answered when a page loaded before it was sent names none', async () => {
    const { cardType: _cardType, ...unnamed } = eWallet;
    expect((await post(path, unnamed, jose.session)).json().code).toBe(0);
    expect((await bindings())[0]).toMatchObject({ borrowerKey: 'jose', cardType: 2 });
  });

  it('checks the fields against the card type named, not the one they answer', async () => {
    const answer = await post(path, { ...bankAccount, cardType: '2' });
    expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: catalog['bankBinding.server.otherCardType'].replace('{field}', 'Bank name'), data: { field: 'bankCode' } });
    const unlisted = await post(path, { ...bankAccount, cardType: '7' });
    expect(unlisted.json()).toEqual({ code: 'BAD_REQUEST', message: catalog['bankBinding.server.unknownCardType'] });
    expect(await bindings()).toEqual([]);
  });

  it('stores one binding for the same payload sent twice, even at the same moment, and answers the same id', async () => {
    const [first, second] = await Promise.all([post(path, bankAccount), post(path, bankAccount)]);
    const third = await post(path, bankAccount);
    expect(first.json().data.bindId).toBe(second.json().data.bindId);
    expect(third.json().data.bindId).toBe(first.json().data.bindId);
    expect(await bindings()).toHaveLength(1);
  });

  it('stores a second binding when the payload differs, or another borrower sends the same one', async () => {
    await post(path, bankAccount);
    await post(path, { ...bankAccount, salaryDay: '16' });
    await post(path, bankAccount, jose.session);
    expect((await bindings()).map((row) => [row.borrowerKey, row.fields.salaryDay])).toEqual([
      ['maria', '15'],
      ['maria', '16'],
      ['jose', '15'],
    ]);
  });

  it.each([
    ['an empty required field', { accountName: '  ' }, 'accountName', catalog['bankBinding.server.required'].replace('{field}', 'Account holder name')],
    ['letters in a bank card number', { bankAccountNo: '1234 5678' }, 'bankAccountNo', catalog['bankBinding.server.digitsOnly'].replace('{field}', 'Account number')],
    ['an enum value that is no option', { bankCode: 'Bank of Nowhere' }, 'bankCode', catalog['bankBinding.server.notAnOption'].replace('{field}', 'Bank name')],
    ['a province instead of a city', { address: 'NCR/Metro Manila' }, 'address', catalog['bankBinding.server.notAnOption'].replace('{field}', 'Home address')],
    ['a city under the wrong province', { address: 'NCR/Pampanga/Angeles' }, 'address', catalog['bankBinding.server.notAnOption'].replace('{field}', 'Home address')],
    ['day 0', { salaryDay: '0' }, 'salaryDay', catalog['bankBinding.server.notAnOption'].replace('{field}', 'Salary day')],
    ['day 32', { salaryDay: '32' }, 'salaryDay', catalog['bankBinding.server.notAnOption'].replace('{field}', 'Salary day')],
    ['a field of no item', { nickname: 'Mia' }, 'nickname', catalog['bankBinding.server.unknownField'].replace('{field}', 'nickname')],
    ['a field of the other card type', { walletCode: 'GCASH' }, 'walletCode', catalog['bankBinding.server.otherCardType'].replace('{field}', 'E-wallet')],
    ['a 1-digit account number', { bankAccountNo: '1' }, 'bankAccountNo', 'Account number: enter 10 to 16 digits.'],
    ['a 200-digit account number', { bankAccountNo: '9'.repeat(200) }, 'bankAccountNo', 'Account number: enter 10 to 16 digits.'],
  ])('refuses %s with a message naming the field, and stores nothing', async (_case, change, field, text) => {
    const answer = await post(path, { ...bankAccount, ...change });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: text, data: { field } });
    expect(await bindings()).toEqual([]);
  });

  it('refuses an e-wallet number of the wrong length, naming the field and the length', async () => {
    for (const walletMobile of ['0917123456', '091712345678']) {
      const answer = await post(path, { ...eWallet, walletMobile }, jose.session);
      expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: 'E-wallet mobile number: enter exactly 11 digits.', data: { field: 'walletMobile' } });
    }
    expect(await bindings()).toEqual([]);
  });

  it('refuses a missing field, naming it', async () => {
    const { salaryDay: _salaryDay, ...partial } = bankAccount;
    const answer = await post(path, partial);
    expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: catalog['bankBinding.server.required'].replace('{field}', 'Salary day'), data: { field: 'salaryDay' } });
  });

  it('checks against the configuration as last edited: a new item is required at once', async () => {
    const edited = structuredClone(product.cardInit);
    edited.items.push({ cate: 'text', code: 'tin', inputType: 'number', title: 'Tax ID', cardTypeMi: 0 } as never);
    await db.query('UPDATE bank_binding_config SET card_init = $1 WHERE product_id = $2', [JSON.stringify(edited), product.productId]);
    expect((await post(path, bankAccount)).json().data).toEqual({ field: 'tin' });
    expect((await post(path, { ...bankAccount, tin: '123456789' })).json().code).toBe(0);
    expect((await bindings())[0]?.fields.tin).toBe('123456789');
  });

  it('checks against the published version of the items this borrower is given (issue 26), and still takes what a page that drew the row sends', async () => {
    const id = `bank-binding/${product.productId}`;
    const published = structuredClone(product.cardInit);
    published.items.push({ cate: 'text', code: 'branchName', inputType: 'text', title: 'Branch', cardTypeMi: 1 } as never);
    try {
      await publishVersion(db, { documentId: id, document: published, note: 'the branch too', percent: 100, publishedBy: 'test' });
      expect((await post(path, { ...bankAccount, branchName: 'Makati Ave' })).json().code).toBe(0);
      expect((await bindings()).at(-1)?.fields).toMatchObject({ bankCode: 'BPI', branchName: 'Makati Ave' });
      // A page that drew the row (the version came after the borrower started, or failed to draw) sends the row's codes.
      expect((await post(path, { ...bankAccount, accountName: 'Maria S' })).json().code).toBe(0);
      // Outside the share, the row alone: the published item is unknown.
      await setRollout(db, id, 0);
      expect((await post(path, { ...bankAccount, branchName: 'Ayala' })).json().data).toEqual({ field: 'branchName' });
    } finally {
      await db.query('DELETE FROM published_rollouts WHERE document_id = $1', [id]);
      await db.query('DELETE FROM published_versions WHERE document_id = $1', [id]);
    }
  });

  it('refuses a key outside the request schema before the handler runs', async () => {
    const answer = await post(path, { ...bankAccount, 'bad key': 'x' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('BAD_REQUEST');
  });
});
