import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import confirmCall from '../../schemas/api/loan-confirm-classic/loan-confirm.json' with { type: 'json' };
import listCall from '../../schemas/api/loan-confirm-classic/agreement-list.json' with { type: 'json' };
import jumpCall from '../../schemas/api/loan-confirm-classic/agreement-jump.json' with { type: 'json' };
import pushCall from '../../schemas/api/loan-confirm-classic/loan-push.json' with { type: 'json' };
import v3ConfirmCall from '../../schemas/api/loan-confirm/loan-detail-confirm.json' with { type: 'json' };
import loanDetailsCall from '../../schemas/api/loan-details/loan-details.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/loan-confirm.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import { seed } from '../../server/db/seed.ts';
import { loanPlan } from '../../core/loan-terms.ts';
import { manilaToday } from '../../server/domain/repayment.ts';
import { jose, seededMemoryDb, type TestApp } from './support.ts';
import { poster } from './repayment-support.ts';
import { loanConfirmApp, newKey, ordersOf, product, type FixtureProduct } from './loan-confirm-support.ts';

// The older loan confirmation (confirmUrl): our own contracts under /diving/gopia/goya, over the same domain as the
// version-3 calls, answering '00' on success and the error message otherwise.

let db: Db;
let server: TestApp;
const post = poster(() => server);

beforeAll(async () => {
  db = await seededMemoryDb();
  server = await loanConfirmApp(db);
});
afterAll(async () => {
  await server?.cleanup();
  await db?.close();
});
beforeEach(() => seed(db));

const productNotFound = { code: 'PRODUCT_NOT_FOUND', message: catalog['loanConfirm.server.productNotFound'] };
const orderNotFound = { code: 'ORDER_NOT_FOUND', message: catalog['loanDetails.orderNotFound'] };
const terms = (entry: FixtureProduct) => ({ productId: entry.productId, loanAmount: entry.amount, periods: String(entry.periods), daysPerPeriod: String(entry.termUnit) });
const push = (entry: FixtureProduct, key = newKey(), session?: Record<string, string>) => post(pushCall['x-call'].path, { ...terms(entry), idempotencyKey: key }, session);
const orderIdOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('orderId')!;

describe('the contracts', () => {
  it('say they are ours, and answer 00', () => {
    for (const call of [confirmCall, listCall, jumpCall, pushCall]) {
      expect(call.description).toContain('this contract is OURS');
      expect(call['x-call'].successCode).toBe('00');
      expect(call['x-call'].path).toMatch(/^\/diving\/gopia\/goya\//);
    }
  });
});

describe('POST /diving/gopia/goya/loan-confirm', () => {
  const path = confirmCall['x-call'].path;

  it.each(corpus.products.filter((entry) => entry.borrower === 'maria').map((entry) => [entry.key, entry] as const))('answers %s from its terms, as version 3 does', async (_key, entry) => {
    const plan = loanPlan(entry, manilaToday());
    const body = (await post(path, { productId: entry.productId })).json();
    const v3 = (await post(v3ConfirmCall['x-call'].path, { productId: entry.productId })).json().data;
    expect(body).toEqual({
      code: '00',
      message: 'success',
      data: {
        productId: entry.productId,
        productName: entry.name,
        productLogo: entry.logo,
        loanAmount: entry.amount,
        repaymentDate: plan.instalments[plan.instalments.length - 1]!.dueDate,
        periods: entry.periods,
        daysPerPeriod: entry.termUnit,
        loanTermDays: entry.periods * entry.termUnit,
        rateText: v3.pRateDsc,
        detailedRows: v3.details.map((row: { text: string; value: string }) => ({ label: row.text, value: row.value })),
        planRows: v3.repay_plans.map((row: { pay_time: string; amount: string }, index: number) => ({ period: index + 1, dueDate: row.pay_time, amount: row.amount })),
        buttonText: entry.buttonText,
        promoPopup: entry.promoPopup,
      },
    });
  });

  it("refuses another borrower's product with its message", async () => {
    expect((await post(path, { productId: product('jose-plain').productId })).json()).toEqual(productNotFound);
    expect((await post(path, { productId: product('plain').productId }, jose.session)).json()).toEqual(productNotFound);
  });
});

describe('POST /diving/gopia/goya/agreement-list and agreement-jump', () => {
  const entry = product('long-name');

  it('lists the agreements and leads each to its URL', async () => {
    expect((await post(listCall['x-call'].path, { productId: entry.productId })).json()).toEqual({
      code: '00',
      message: 'success',
      data: { agreements: corpus.agreements.map((agreement, index) => ({ title: agreement.title, position: String(index + 1) })) },
    });
    for (const [index, agreement] of corpus.agreements.entries()) {
      expect((await post(jumpCall['x-call'].path, { productId: entry.productId, position: String(index + 1) })).json()).toEqual({ code: '00', message: 'success', data: { agreementUrl: agreement.url } });
    }
    expect((await post(jumpCall['x-call'].path, { productId: entry.productId, position: '0' })).json().code).toBe('AGREEMENT_NOT_FOUND');
  });

  it("refuses another borrower's product and order", async () => {
    const his = orderIdOf((await push(product('jose-plain'), newKey(), jose.session)).json().data.orderDetailsUrl);
    expect((await post(listCall['x-call'].path, { productId: product('jose-plain').productId })).json()).toEqual(productNotFound);
    expect((await post(jumpCall['x-call'].path, { productId: product('jose-plain').productId, position: '1', orderId: his })).json()).toEqual(orderNotFound);
    expect((await post(jumpCall['x-call'].path, { productId: product('jose-plain').productId, position: '1', orderId: his }, jose.session)).json().data).toEqual({ agreementUrl: corpus.agreements[0]!.url });
  });
});

describe('POST /diving/gopia/goya/loan-push', () => {
  const path = pushCall['x-call'].path;

  it('creates the order at status 21, which Loan details shows', async () => {
    const entry = product('agreement-only');
    const body = (await push(entry)).json();
    expect(body.code).toBe('00');
    expect(body.data.orderDetailsUrl).toMatch(/^\/app\/loan-details\?productId=204&orderId=CP[0-9]{12}$/);
    const orderId = orderIdOf(body.data.orderDetailsUrl);
    expect(await ordersOf(db, entry.productId)).toContainEqual({ order_id: orderId, order_status: 21 });
    const details = (await post(loanDetailsCall['x-call'].path, { productId: entry.productId, orderId })).json();
    expect(details.data).toMatchObject({ orderStatus: 21, noticeStatusText: 'Under review', productName: entry.name });
  });

  it('ten parallel taps with one key make one order and the same answer', async () => {
    const entry = product('long-name');
    const before = (await ordersOf(db, entry.productId)).length;
    const key = newKey();
    const bodies = (await Promise.all(Array.from({ length: 10 }, () => push(entry, key)))).map((answer) => answer.json());
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0].code).toBe('00');
    expect((await ordersOf(db, entry.productId)).length).toBe(before + 1);
  });

  it('refuses mismatched terms and another borrower’s product, making no order', async () => {
    const entry = product('plain');
    const before = (await ordersOf(db, entry.productId)).length;
    for (const wrong of [{ loanAmount: '4999.99' }, { periods: '2' }, { daysPerPeriod: '92' }]) {
      expect((await post(path, { ...terms(entry), ...wrong, idempotencyKey: newKey() })).json()).toEqual({ code: 'TERMS_MISMATCH', message: catalog['loanConfirm.server.termsMismatch'] });
    }
    expect((await push(entry, newKey(), jose.session)).json()).toEqual(productNotFound);
    expect((await ordersOf(db, entry.productId)).length).toBe(before);
  });
});
