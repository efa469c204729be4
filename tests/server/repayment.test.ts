import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import loanDetailsCall from '../../schemas/api/loan-details/loan-details.json' with { type: 'json' };
import loanPlayDetailCall from '../../schemas/api/repayment/loan-play-detail.json' with { type: 'json' };
import rolloverInfoCall from '../../schemas/api/repayment/rollover-info.json' with { type: 'json' };
import generateVcodeCall from '../../schemas/api/loan-details/generate-vcode.json' with { type: 'json' };
import repaymentFields from '../../schemas/api/repayment/repayment-fields.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/repayment.json' with { type: 'json' };
import loanCorpus from '../../schemas/fixtures/loan-details.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import { seed } from '../../server/db/seed.ts';
import { jose, maria, seededMemoryDb, type TestApp } from './support.ts';
import { count, poster, repaymentApp } from './repayment-support.ts';

let db: Db;
let server: TestApp;
const post = poster(() => server);

beforeAll(async () => {
  db = await seededMemoryDb();
  server = await repaymentApp(db);
});
afterAll(async () => {
  await server?.cleanup();
  await db?.close();
});

const order = (key: string) => {
  const found = corpus.orders.find((entry) => entry.key === key);
  if (!found) throw new Error(`no fixture order ${key}`);
  return found;
};
const ids = (key: string) => ({ productId: order(key).productId, orderId: order(key).orderId });
const notFound = { code: 'ORDER_NOT_FOUND', message: catalog['loanDetails.orderNotFound'] };

async function loanDetails(key: string) {
  return (await post(loanDetailsCall['x-call'].path, ids(key))).json();
}

/** generate-vcode, then the simulated provider's verdict; answers the redirect. */
async function payThrough(payUrl: string, verdict: 'pay' | 'cancel' = 'pay') {
  const attempt = new URL(payUrl, 'http://localhost').searchParams.get('attempt');
  const pageAnswer = await server.app.inject({ method: 'GET', url: payUrl });
  expect(pageAnswer.statusCode).toBe(200);
  expect(pageAnswer.headers['content-type']).toMatch(/^text\/html/);
  expect(pageAnswer.body).toContain(`action="/dev/simulated-pay/${attempt}/${verdict}"`);
  expect(pageAnswer.body).not.toMatch(/<script|style=/);
  return server.app.inject({ method: 'POST', url: `/dev/simulated-pay/${attempt}/${verdict}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
}

describe('the contracts', () => {
  it("generate-vcode's inline fields are the shared repayment fields", () => {
    const request = generateVcodeCall.properties.request.properties;
    const shared = repaymentFields.definitions;
    for (const [field, definition] of [['productId', 'productId'], ['orderId', 'orderId'], ['channelNumber', 'channelNumber'], ['idempotencyKey', 'idempotencyKey']] as const) {
      expect(request[field]).toEqual(shared[definition]);
    }
    expect(request.amount.pattern).toBe(shared.money.pattern);
  });

  it('covers every repayable order of the loan-details corpus, the rollover ones with an extension', () => {
    const repayable = loanCorpus.orders.filter((entry) => [170, 174, 180].includes(entry.response.orderStatus));
    expect(corpus.orders.map((entry) => entry.orderId).sort()).toEqual(repayable.map((entry) => entry.orderId).sort());
    for (const entry of repayable) {
      expect('rolloverInfo' in order(entry.key), entry.key).toBe(entry.response.isDelay === '1');
    }
  });
});

describe('POST /diving/v3/installment/loan-play-detail', () => {
  const path = loanPlayDetailCall['x-call'].path;
  beforeEach(() => seed(db));

  it.each(corpus.orders.map((entry) => [entry.key, entry] as const))('answers %s from the order data', async (_key, entry) => {
    expect((await post(path, { productId: entry.productId, orderId: entry.orderId })).json()).toEqual({ code: 0, message: 'success', data: entry.loanPlayDetail });
  });

  it("refuses another borrower's order, a missing one and a wrong product alike", async () => {
    expect((await post(path, ids('overdue'), jose.session)).json()).toEqual(notFound);
    expect((await post(path, { ...ids('overdue'), orderId: 'CP0000000000' })).json()).toEqual(notFound);
    expect((await post(path, { ...ids('overdue'), productId: '999' })).json()).toEqual(notFound);
  });

  it('refuses an order that cannot be repaid (already repaid)', async () => {
    const repaid = loanCorpus.orders.find((entry) => entry.key === 'repaid')!;
    expect((await post(path, { productId: repaid.productId, orderId: repaid.orderId })).json()).toMatchObject({ code: 'ORDER_NOT_REPAYABLE' });
  });
});

describe('POST /diving/inaugural/imitating', () => {
  const path = rolloverInfoCall['x-call'].path;
  beforeEach(() => seed(db));

  it.each(['due-soon-rollover', 'overdue'])('answers the extension of %s', async (key) => {
    expect((await post(path, ids(key))).json()).toEqual({ code: 0, message: 'success', data: (order(key) as { rolloverInfo: unknown }).rolloverInfo });
  });

  it.each(['due-soon', 'awaiting-repayment'])('refuses %s, which has no rollover', async (key) => {
    expect((await post(path, ids(key))).json()).toMatchObject({ code: 'EXTENSION_NOT_ALLOWED', message: catalog['repayment.server.extensionNotAllowed'] });
  });

  it("refuses another borrower's order", async () => {
    expect((await post(path, ids('overdue'), jose.session)).json()).toEqual(notFound);
  });
});

describe('POST /diving/v3/loan-details/generate-vcode and the simulated provider', () => {
  const path = generateVcodeCall['x-call'].path;
  beforeEach(() => seed(db));

  const repay = (key: string, extra: Record<string, string> = {}) =>
    post(path, { ...ids(key), amount: order(key).loanPlayDetail.repayAmount, isDelay: '0', channelNumber: '90006', ...extra });

  it('records a pending attempt and answers a simulated provider page on this server', async () => {
    const answer = (await repay('awaiting-repayment')).json();
    expect(answer).toMatchObject({ code: 0, message: 'success' });
    expect(answer.data.payUrl).toMatch(/^\/dev\/simulated-pay\?attempt=[0-9a-f]{32}$/);
    const [attempt] = (await db.query('SELECT order_id, amount::text AS amount, is_delay, channel_number, channel_name, status FROM payment_attempts ORDER BY id DESC LIMIT 1')).rows;
    expect(attempt).toEqual({ order_id: 'CP2610080170', amount: '5755.00', is_delay: false, channel_number: '90006', channel_name: 'GCash bills payment', status: 'pending' });
  });

  it('repays the order when paid: back on loan details, the order is in status 200 (Borrow Again)', async () => {
    const { payUrl } = (await repay('awaiting-repayment')).json().data;
    const paid = await payThrough(payUrl);
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string, 'http://localhost');
    expect(back.pathname).toBe('/app/loan-details');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ ...ids('awaiting-repayment'), sessionId: maria.session.sessionId });
    const details = await loanDetails('awaiting-repayment');
    expect(details).toMatchObject({ code: 0, data: { orderStatus: 200, noticeStatusText: catalog['repayment.server.repaidStatusText'], isDelay: '0' } });
    const rows = details.data.userOrderDetail.detail.map((row: { text: string }) => row.text);
    expect(rows).toContain(catalog['repayment.server.rowAmountRepaid']);
    expect(rows).not.toContain('Amount due');
    expect(details.data.userOrderDetail.detail).toContainEqual({ text: catalog['repayment.server.rowAmountRepaid'], value: '₱5,755.00' });
    expect((await post(loanPlayDetailCall['x-call'].path, ids('awaiting-repayment'))).json()).toMatchObject({ code: 'ORDER_NOT_REPAYABLE' });
    // A second verdict changes nothing, and the page says the payment is done.
    const attempt = new URL(payUrl, 'http://localhost').searchParams.get('attempt');
    expect((await server.app.inject({ method: 'POST', url: `/dev/simulated-pay/${attempt}/cancel` })).statusCode).toBe(303);
    expect((await server.app.inject({ method: 'GET', url: payUrl })).body).toContain(catalog['simulatedPay.done'].replace('{status}', 'paid'));
    expect((await loanDetails('awaiting-repayment')).data.orderStatus).toBe(200);
  });

  it('moves the due date per the plan when an extension is paid, and keeps the order open', async () => {
    const rollover = order('due-soon-rollover') as (typeof corpus.orders)[number] & { rolloverInfo: { delayInfo: { delayAmount: string }; repayDate: string } };
    const answer = (await post(path, { ...ids('due-soon-rollover'), amount: rollover.rolloverInfo.delayInfo.delayAmount, isDelay: '1', channelNumber: '90007' })).json();
    expect(answer.code).toBe(0);
    expect((await payThrough(answer.data.payUrl)).statusCode).toBe(303);
    const details = await loanDetails('due-soon-rollover');
    expect(details.code).toBe(0);
    expect(details.data).toMatchObject({ orderStatus: 170, noticeStatusText: catalog['repayment.server.extendedStatusText'], isDelay: '0' });
    expect(details.data.userOrderDetail.detail).toContainEqual({ text: 'Due date', value: 'Dec 8, 2026' });
    expect(details.data.userOrderDetail.detail).toContainEqual({ text: 'Amount due', value: '₱11,510.00' });
    const info = (await post(loanPlayDetailCall['x-call'].path, ids('due-soon-rollover'))).json();
    expect(info.data).toMatchObject({ repayDate: rollover.rolloverInfo.repayDate, repayAmount: '11510.00' });
    expect((await post(rolloverInfoCall['x-call'].path, ids('due-soon-rollover'))).json()).toMatchObject({ code: 'EXTENSION_NOT_ALLOWED' });
  });

  it('moves an overdue order to its plan too, dropping the overdue rows', async () => {
    const answer = (await post(path, { ...ids('overdue'), amount: '3160.00', isDelay: '1', channelNumber: '90006' })).json();
    await payThrough(answer.data.payUrl);
    const details = await loanDetails('overdue');
    expect(details.data.orderStatus).toBe(170);
    const texts = details.data.userOrderDetail.detail.map((row: { text: string }) => row.text);
    expect(texts).toEqual(['Loan amount', 'Loan term', 'Interest', 'Service fee', 'Due date', 'Amount due']);
    expect(details.data.userOrderDetail.detail).toContainEqual({ text: 'Due date', value: 'Dec 5, 2026' });
  });

  it('leaves the order open when the borrower cancels on the provider page', async () => {
    const { payUrl } = (await repay('due-soon')).json().data;
    expect((await payThrough(payUrl, 'cancel')).statusCode).toBe(303);
    expect((await loanDetails('due-soon')).data.orderStatus).toBe(174);
    const attempt = new URL(payUrl, 'http://localhost').searchParams.get('attempt');
    expect(await count(db, `SELECT count(*)::int AS n FROM payment_attempts WHERE public_id = $1 AND status = 'cancelled'`, [attempt])).toBe(1);
  });

  it('answers an unknown attempt with a page that says so', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/dev/simulated-pay?attempt=00000000000000000000000000000000' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain(catalog['simulatedPay.notFound']);
    expect((await server.app.inject({ method: 'POST', url: '/dev/simulated-pay/nope/pay' })).statusCode).toBe(404);
  });

  it.each([
    ['a wrong amount', { amount: '1.00' }, 'AMOUNT_MISMATCH'],
    ['a channel the order does not offer', { channelNumber: '12345' }, 'CHANNEL_UNKNOWN'],
    ['an extension of an order without rollover', { isDelay: '1' }, 'EXTENSION_NOT_ALLOWED'],
  ])('refuses %s and records nothing', async (_name, extra, code) => {
    const before = await count(db, 'SELECT count(*)::int AS n FROM payment_attempts');
    expect((await repay('due-soon', extra)).json()).toMatchObject({ code });
    expect(await count(db, 'SELECT count(*)::int AS n FROM payment_attempts')).toBe(before);
  });

  it("refuses another borrower's order", async () => {
    expect((await post(path, { ...ids('due-soon'), amount: '3453.00', isDelay: '0', channelNumber: '90006' }, jose.session)).json()).toEqual(notFound);
  });

  it('answers ten simultaneous submits with one key with one attempt and the same answer', async () => {
    const before = await count(db, 'SELECT count(*)::int AS n FROM payment_attempts');
    const answers = await Promise.all(Array.from({ length: 10 }, () => repay('overdue', { idempotencyKey: 'tap-overdue-0001' })));
    const bodies = answers.map((answer) => answer.json());
    expect(bodies[0]).toMatchObject({ code: 0 });
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await count(db, 'SELECT count(*)::int AS n FROM payment_attempts')).toBe(before + 1);
    // The same key with other params is refused; a new key is a new attempt.
    expect((await repay('overdue', { idempotencyKey: 'tap-overdue-0001', channelNumber: '90007' })).json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await repay('overdue', { idempotencyKey: 'tap-overdue-0002' })).json().data.payUrl).not.toBe(bodies[0].data.payUrl);
  });

  it('keeps one borrower\'s key apart from another\'s', async () => {
    await repay('overdue', { idempotencyKey: 'shared-key-0001' });
    expect((await post(path, { ...ids('overdue'), amount: '12600.00', isDelay: '0', channelNumber: '90006', idempotencyKey: 'shared-key-0001' }, jose.session)).json()).toEqual(notFound);
  });
});

describe('production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await repaymentApp(db, { production: true });
  });
  afterAll(async () => {
    await production?.cleanup();
  });

  it('refuses to start a payment with no provider, and has no simulated provider page', async () => {
    await seed(db);
    const before = await count(db, 'SELECT count(*)::int AS n FROM payment_attempts');
    const productionPost = poster(() => production);
    const answer = await productionPost(generateVcodeCall['x-call'].path, { ...ids('due-soon'), amount: '3453.00', isDelay: '0', channelNumber: '90006' });
    expect(answer.json()).toEqual({ code: 'PAYMENT_PROVIDER_MISSING', message: catalog['repayment.server.providerMissing'] });
    expect(answer.body).not.toContain('/dev/');
    expect(await count(db, 'SELECT count(*)::int AS n FROM payment_attempts')).toBe(before);
    expect((await production.app.inject({ method: 'GET', url: '/dev/simulated-pay?attempt=00000000000000000000000000000000' })).statusCode).toBe(404);
  });
});
