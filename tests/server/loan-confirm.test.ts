import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import confirmCall from '../../schemas/api/loan-confirm/loan-detail-confirm.json' with { type: 'json' };
import pushCall from '../../schemas/api/loan-confirm/loan-detail-push.json' with { type: 'json' };
import contractCall from '../../schemas/api/contract/contract.json' with { type: 'json' };
import jumpCall from '../../schemas/api/contract/contract-jump.json' with { type: 'json' };
import loanDetailsCall from '../../schemas/api/loan-details/loan-details.json' with { type: 'json' };
import confirmFields from '../../schemas/api/loan-confirm/confirm-fields.json' with { type: 'json' };
import classicFields from '../../schemas/api/loan-confirm-classic/loan-fields.json' with { type: 'json' };
import repaymentFields from '../../schemas/api/repayment/repayment-fields.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/loan-confirm.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import { seed } from '../../server/db/seed.ts';
import { checkTerms } from '../../server/domain/loan-confirm.ts';
import { loanPlan } from '../../core/loan-terms.ts';
import { formatDate } from '../../core/dates.ts';
import { displayMoney, manilaToday } from '../../server/domain/repayment.ts';
import { jose, seededMemoryDb, type TestApp } from './support.ts';
import { count, poster } from './repayment-support.ts';
import { loanConfirmApp, newKey, ordersOf, product, type FixtureProduct } from './loan-confirm-support.ts';

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
const termsMismatch = { code: 'TERMS_MISMATCH', message: catalog['loanConfirm.server.termsMismatch'] };
const termsInvalid = { code: 'PRODUCT_TERMS_INVALID', message: catalog['loanConfirm.server.termsInvalid'] };

const terms = (entry: FixtureProduct) => ({ productId: entry.productId, amount: entry.amount, periods: String(entry.periods), termUnit: String(entry.termUnit) });
const push = (entry: FixtureProduct, key = newKey(), session?: Record<string, string>) => post(pushCall['x-call'].path, { ...terms(entry), idempotencyKey: key }, session);

describe('the contracts', () => {
  it('share one definition of money, dates, ids and keys with the older variant and the repayment calls', () => {
    const mine = confirmFields.definitions;
    const older = classicFields.definitions;
    for (const name of ['productId', 'orderId', 'money', 'date', 'idempotencyKey'] as const) expect(older[name], name).toEqual(mine[name]);
    expect({ ...older.periods, description: '' }).toEqual({ ...mine.periods, description: '' });
    expect(older.daysPerPeriod.minimum).toBe(mine.termUnit.minimum);
    expect(older.daysPerPeriod.maximum).toBe(mine.termUnit.maximum);
    expect(mine.money.pattern).toBe(repaymentFields.definitions.money.pattern);
    expect(mine.date.pattern).toBe(repaymentFields.definitions.date.pattern);
    expect(contractCall.properties.request.properties.productId).toEqual(mine.productId);
    expect(jumpCall.properties.request.properties.productId).toEqual(mine.productId);
  });

  it('has a fixture with every popup flag, both borrowers and a long name, all inside the loan term bounds', () => {
    const products = corpus.products;
    const flags = new Set(products.filter((entry) => entry.borrower === 'maria').map((entry) => `${entry.isPopType}/${entry.agreementModal}`));
    expect([...flags].sort()).toEqual(['0/false', '0/true', '1/false', '1/true']);
    expect(new Set(products.map((entry) => entry.promoPopup.show))).toEqual(new Set([0, 1]));
    expect(new Set(products.map((entry) => entry.borrower))).toEqual(new Set(['maria', 'jose']));
    expect(Math.max(...products.map((entry) => entry.name.length))).toBeGreaterThan(60);
    for (const entry of products) expect(() => checkTerms(entry), entry.key).not.toThrow();
  });
});

describe('the loan term', () => {
  it.each([
    [1, 90, false],
    [1, 91, true],
    [3, 30, false],
    [73, 5, true],
    [1, 365, true],
    [1, 366, false],
    [2, 183, false],
  ] as const)('a loan of %i x %i days is allowed: %s', (periods, termUnit, allowed) => {
    const check = () => checkTerms({ amount: '5000.00', periods, termUnit });
    if (allowed) expect(check).not.toThrow();
    else expect(check).toThrow(catalog['loanConfirm.server.termsInvalid']);
  });
});

describe('POST /diving/v3/loan-confirm/loan-detail-confirm', () => {
  const path = confirmCall['x-call'].path;

  it.each(corpus.products.filter((entry) => entry.borrower === 'maria').map((entry) => [entry.key, entry] as const))('answers %s from its terms', async (_key, entry) => {
    const today = manilaToday();
    const plan = loanPlan(entry, today);
    const body = (await post(path, { productId: entry.productId })).json();
    expect(body).toEqual({
      code: 0,
      message: 'success',
      data: {
        comProductLogo: entry.logo,
        comProductName: entry.name,
        amount: entry.amount,
        periods: entry.periods,
        termUnit: entry.termUnit,
        details: [
          { text: 'Interest', value: displayMoney(plan.interest) },
          { text: 'Total repayment', value: displayMoney(plan.total) },
          { text: 'Repayment periods', value: String(entry.periods) },
          { text: 'First repayment date', value: formatDate(plan.instalments[0]!.dueDate) },
        ],
        repay_plans: plan.instalments.map((instalment) => ({ pay_time: instalment.dueDate, amount: instalment.amount })),
        firstPayTime: plan.instalments[0]!.dueDate,
        firstPeriodDay: entry.termUnit,
        pRateDsc: `${(entry.rateBpPerDay / 100).toFixed(2)}% per day`,
        sendSms: 0,
        isPopType: entry.isPopType,
        popTitle: entry.isPopType === 1 ? 'Point out' : '',
        popContent: entry.isPopType === 1 ? corpus.retentionPopup.content : '',
        popAgreementUrl: entry.agreementModal ? '/app/loan-terms' : '',
      },
    });
    expect(body.data.repay_plans).toHaveLength(entry.periods);
  });

  it("refuses another borrower's product and a missing one alike", async () => {
    expect((await post(path, { productId: product('jose-plain').productId })).json()).toEqual(productNotFound);
    expect((await post(path, { productId: product('plain').productId }, jose.session)).json()).toEqual(productNotFound);
    expect((await post(path, { productId: '999999' })).json()).toEqual(productNotFound);
  });

  it('refuses a product configured outside 91 to 365 days, and the push on it', async () => {
    const entry = product('plain');
    await db.query('UPDATE loan_products SET term_unit = 90 WHERE product_id = $1', [entry.productId]);
    expect((await post(path, { productId: entry.productId })).json()).toEqual(termsInvalid);
    const before = await ordersOf(db, entry.productId);
    expect((await post(pushCall['x-call'].path, { ...terms(entry), termUnit: '90', idempotencyKey: newKey() })).json()).toEqual(termsInvalid);
    await db.query('UPDATE loan_products SET term_unit = 366 WHERE product_id = $1', [entry.productId]);
    expect((await post(path, { productId: entry.productId })).json()).toEqual(termsInvalid);
    expect(await ordersOf(db, entry.productId)).toEqual(before);
  });
});

describe('POST /diving/v3/contract/contract and contract-jump', () => {
  const entry = product('all-popups');

  it('lists the scene-3 agreements as data.data, and each position leads to its URL', async () => {
    expect((await post(contractCall['x-call'].path, { productId: entry.productId, scene: '3' })).json()).toEqual({
      code: 0,
      message: 'success',
      data: { data: corpus.agreements.map((agreement, index) => ({ title: agreement.title, position: String(index + 1) })) },
    });
    for (const [index, agreement] of corpus.agreements.entries()) {
      for (const orderId of [undefined, '']) {
        const payload = { productId: entry.productId, scene: '3', position: String(index + 1), ...(orderId === undefined ? {} : { orderId }) };
        expect((await post(jumpCall['x-call'].path, payload)).json()).toEqual({ code: 0, message: 'success', data: { contract_url: agreement.url } });
      }
    }
    expect((await post(jumpCall['x-call'].path, { productId: entry.productId, scene: '3', position: '9' })).json()).toEqual({
      code: 'AGREEMENT_NOT_FOUND',
      message: catalog['loanConfirm.server.agreementNotFound'],
    });
  });

  it("answers for the borrower's own order, and refuses another borrower's product or order", async () => {
    const mine = new URL((await push(entry)).json().data.lendDetailsUrl, 'http://localhost').searchParams.get('orderId')!;
    expect((await post(jumpCall['x-call'].path, { productId: entry.productId, scene: '3', position: '1', orderId: mine })).json().data).toEqual({ contract_url: corpus.agreements[0]!.url });
    const josesProduct = product('jose-plain');
    const his = new URL((await push(josesProduct, newKey(), jose.session)).json().data.lendDetailsUrl, 'http://localhost').searchParams.get('orderId')!;
    expect((await post(contractCall['x-call'].path, { productId: josesProduct.productId, scene: '3' })).json()).toEqual(productNotFound);
    expect((await post(jumpCall['x-call'].path, { productId: josesProduct.productId, scene: '3', position: '1' })).json()).toEqual(productNotFound);
    expect((await post(jumpCall['x-call'].path, { productId: josesProduct.productId, scene: '3', position: '1', orderId: his })).json()).toEqual(orderNotFound);
    expect((await post(jumpCall['x-call'].path, { productId: entry.productId, scene: '3', position: '1', orderId: his })).json()).toEqual(orderNotFound);
    expect((await post(jumpCall['x-call'].path, { productId: entry.productId, scene: '3', position: '1', orderId: mine }, jose.session)).json()).toEqual(orderNotFound);
  });

  it('refuses a scene other than 3', async () => {
    expect((await post(contractCall['x-call'].path, { productId: entry.productId, scene: '4' })).json().code).toBe('BAD_REQUEST');
  });
});

describe('POST /diving/v3/loan-confirm/loan-detail-push', () => {
  const path = pushCall['x-call'].path;

  it('creates the order at status 21, which Loan details shows under review, and answers its page without the session', async () => {
    const entry = product('all-popups');
    const before = await ordersOf(db, entry.productId);
    const body = (await push(entry)).json();
    expect(body.code).toBe(0);
    const url = body.data.lendDetailsUrl as string;
    expect(url).toMatch(/^\/app\/loan-details\?productId=202&orderId=CP[0-9]{12}$/);
    expect(url).not.toMatch(/session|device/i);
    const orderId = new URL(url, 'http://localhost').searchParams.get('orderId')!;
    const after = await ordersOf(db, entry.productId);
    expect(after).toEqual([...before, { order_id: orderId, order_status: 21 }].sort((a, b) => (a.order_id < b.order_id ? -1 : 1)));
    const today = manilaToday();
    expect((await post(loanDetailsCall['x-call'].path, { productId: entry.productId, orderId })).json()).toEqual({
      code: 0,
      message: 'success',
      data: {
        orderStatus: 21,
        noticeStatusText: 'Under review',
        noticeDesText: 'We are reviewing your application. You will get a decision within 1 day.',
        productName: entry.name,
        productLogo: entry.logo,
        userOrderDetail: {
          detail: [
            { text: 'Loan amount', value: displayMoney(entry.amount) },
            { text: 'Loan term', value: `${entry.periods * entry.termUnit} days` },
            { text: 'Application date', value: formatDate(today) },
          ],
        },
        isDelay: '0',
        isScore: 0,
        cardNeedPop: 0,
        telephone: '+63 2 8123 4567',
      },
    });
    const { rows } = await db.query<{ amount: string; periods: number; term_unit: number; plan: { total: string } }>('SELECT amount::text AS amount, periods, term_unit, plan FROM loan_pushes WHERE order_id = $1', [orderId]);
    expect(rows).toEqual([{ amount: entry.amount, periods: entry.periods, term_unit: entry.termUnit, plan: loanPlan(entry, today) }]);
    expect((await post(loanDetailsCall['x-call'].path, { productId: entry.productId, orderId }, jose.session)).json()).toEqual(orderNotFound);
  });

  it('answers a replay with the same order, and ten parallel taps with one key make one order', async () => {
    const entry = product('plain');
    const before = (await ordersOf(db, entry.productId)).length;
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => push(entry, key)));
    const bodies = answers.map((answer) => answer.json());
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0].code).toBe(0);
    expect((await push(entry, key)).json()).toEqual(bodies[0]);
    expect((await ordersOf(db, entry.productId)).length).toBe(before + 1);
    expect(await count(db, 'SELECT count(*)::int AS n FROM idempotency_records WHERE call_key = $1 AND idempotency_key = $2', ['loan-confirm/loan-detail-push', key])).toBe(1);
    // A new intent (a new key) is a new loan.
    const other = (await push(entry)).json();
    expect(other.data.lendDetailsUrl).not.toBe(bodies[0].data.lendDetailsUrl);
    expect((await ordersOf(db, entry.productId)).length).toBe(before + 2);
  });

  it('refuses terms that are not the product’s, makes no order, and the same key then works with the right terms', async () => {
    const entry = product('retention-only');
    const before = (await ordersOf(db, entry.productId)).length;
    const key = newKey();
    for (const wrong of [{ amount: '3000.01' }, { amount: '30000.00' }, { periods: '2' }, { termUnit: '62' }, { periods: '1', termUnit: '183' }]) {
      expect((await post(path, { ...terms(entry), ...wrong, idempotencyKey: key })).json(), JSON.stringify(wrong)).toEqual(termsMismatch);
    }
    expect((await ordersOf(db, entry.productId)).length).toBe(before);
    expect((await push(entry, key)).json().code).toBe(0);
    expect((await ordersOf(db, entry.productId)).length).toBe(before + 1);
    // The key is now spent on these params.
    expect((await post(path, { ...terms(product('plain')), idempotencyKey: key })).json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: catalog['loanConfirm.server.idempotencyKeyReused'] });
  });

  it("refuses another borrower's product, and one borrower's key is not another's", async () => {
    const mine = product('plain');
    const before = (await ordersOf(db, mine.productId)).length;
    expect((await push(mine, newKey(), jose.session)).json()).toEqual(productNotFound);
    const key = newKey();
    const maria = (await push(mine, key)).json();
    const his = (await push(product('jose-plain'), key, jose.session)).json();
    expect(his.code).toBe(0);
    expect(his.data.lendDetailsUrl).toContain('productId=206');
    expect(his.data.lendDetailsUrl).not.toBe(maria.data.lendDetailsUrl);
    expect((await ordersOf(db, mine.productId)).length).toBe(before + 1);
  });

  it('requires an idempotency key', async () => {
    expect((await post(path, terms(product('plain')))).json().code).toBe('BAD_REQUEST');
  });
});
