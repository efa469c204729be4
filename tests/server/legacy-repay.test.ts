import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import loanDetailsCall from '../../schemas/api/loan-details/loan-details.json' with { type: 'json' };
import wayCall from '../../schemas/api/legacy-repay/repayment-way.json' with { type: 'json' };
import commitCall from '../../schemas/api/legacy-repay/repayment-commit.json' with { type: 'json' };
import confirmCall from '../../schemas/api/legacy-repay/repayment-confirm.json' with { type: 'json' };
import gatewayCall from '../../schemas/api/legacy-repay/repayment-gateway.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/repayment.json' with { type: 'json' };
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
beforeEach(() => seed(db));

const order = (key: string) => corpus.orders.find((entry) => entry.key === key)!;
const notFound = { code: 'ORDER_NOT_FOUND', message: catalog['loanDetails.orderNotFound'] };

async function way(key: string, session = maria.session) {
  return (await post(wayCall['x-call'].path, { orderId: order(key).orderId }, session)).json();
}

async function commit(key: string, extra: Record<string, string> = {}) {
  const { data } = await way(key);
  const card = data.bankCards[0];
  return post(commitCall['x-call'].path, {
    amount: order(key).loanPlayDetail.repayAmount,
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    couponId: '',
    orderId: order(key).orderId,
    repayToken: data.repayToken,
    bankCode: card.bankCode,
    sendMsg: '1',
    ...extra,
  });
}

/** The latest code the local sender "sent" to maria, read as a person or a browser test would: GET /dev/outbox. */
async function latestCode(): Promise<string> {
  const answer = await server.app.inject({ method: 'GET', url: `/dev/outbox?phone=${maria.phone}` });
  return answer.json().messages[0].code;
}

const confirm = (key: string, repaymentRecordId: string, verifyCode: string, extra: Record<string, string> = {}, session = maria.session) =>
  post(confirmCall['x-call'].path, { orderId: order(key).orderId, repaymentRecordId, verifyCode, ...extra }, session);

async function status(key: string): Promise<number> {
  return (await post(loanDetailsCall['x-call'].path, { productId: order(key).productId, orderId: order(key).orderId })).json().data.orderStatus;
}

describe('repayment-way', () => {
  it("lists the borrower's own cards, masked, with a repayToken", async () => {
    const answer = await way('awaiting-repayment');
    expect(answer).toMatchObject({ code: '00', message: 'success' });
    expect(answer.data.repayToken).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.data.alipay).toBe('');
    const own = corpus.bankCards.filter((card) => card.borrower === 'maria').map(({ borrower: _b, ...card }) => card);
    expect(answer.data.bankCards).toEqual(expect.arrayContaining(own));
    expect(answer.data.bankCards).toHaveLength(own.length);
  });

  it("refuses another borrower's order", async () => {
    expect(await way('awaiting-repayment', jose.session)).toEqual(notFound);
  });
});

describe('repayment-commit and repayment-confirm', () => {
  it('sends a 6-digit code, refuses a wrong one with 800006, repays with the right one, then answers 800005', async () => {
    const committed = (await commit('awaiting-repayment')).json();
    expect(committed).toMatchObject({ code: '00', data: { needValid: 1 } });
    const recordId = committed.data.repayRecordId;
    const code = await latestCode();
    expect(code).toMatch(/^[0-9]{6}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    expect((await confirm('awaiting-repayment', recordId, wrong)).json()).toEqual({ code: 800006, message: catalog['legacyRepay.server.codeWrong'] });
    expect(await status('awaiting-repayment')).toBe(170);

    expect((await confirm('awaiting-repayment', recordId, code)).json()).toEqual({ code: '00', message: 'success', data: {} });
    expect(await status('awaiting-repayment')).toBe(200);

    expect((await confirm('awaiting-repayment', recordId, code)).json()).toEqual({ code: 800005, message: catalog['legacyRepay.server.paidTwice'] });
  });

  it('spends the code after 5 wrong ones', async () => {
    const recordId = (await commit('overdue')).json().data.repayRecordId;
    const code = await latestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await confirm('overdue', recordId, wrong)).json().code).toBe(800006);
    expect((await confirm('overdue', recordId, code)).json()).toEqual({ code: 800006, message: catalog['legacyRepay.server.codeSpent'] });
    expect(await status('overdue')).toBe(180);
  });

  it('settles at once, with no code, an order that needs no validation', async () => {
    const sent = await count(db, 'SELECT count(*)::int AS n FROM sms_outbox');
    expect((await commit('due-soon-rollover')).json()).toMatchObject({ code: '00', data: { needValid: 0 } });
    expect(await count(db, 'SELECT count(*)::int AS n FROM sms_outbox')).toBe(sent);
    expect(await status('due-soon-rollover')).toBe(200);
  });

  it.each([
    ["another borrower's card", { cardId: 'card-jose-lbp' }, 'CARD_NOT_FOUND'],
    ['no card', { cardId: 'none' }, 'CARD_NOT_FOUND'],
    ['a wrong amount', { amount: '1.00' }, 'AMOUNT_MISMATCH'],
    ['a token of nobody', { repayToken: '0'.repeat(32) }, 'REPAY_TOKEN_INVALID'],
  ])('refuses %s and records nothing', async (_name, extra, code) => {
    const before = await count(db, 'SELECT count(*)::int AS n FROM legacy_repay_records');
    expect((await commit('due-soon', extra)).json()).toMatchObject({ code });
    expect(await count(db, 'SELECT count(*)::int AS n FROM legacy_repay_records')).toBe(before);
  });

  it('takes a repayToken once', async () => {
    const { data } = await way('due-soon');
    const payload = { amount: '3453.00', cardId: data.bankCards[0].id, orderId: order('due-soon').orderId, repayToken: data.repayToken };
    expect((await post(commitCall['x-call'].path, payload)).json().code).toBe('00');
    expect((await post(commitCall['x-call'].path, payload)).json().code).toBe('REPAY_TOKEN_INVALID');
  });

  it("refuses another borrower's order and record", async () => {
    const recordId = (await commit('due-soon')).json().data.repayRecordId;
    const code = await latestCode();
    expect((await confirm('due-soon', recordId, code, {}, jose.session)).json()).toEqual(notFound);
    const { data } = await way('due-soon');
    expect(
      (await post(commitCall['x-call'].path, { amount: '3453.00', cardId: 'card-jose-lbp', orderId: order('due-soon').orderId, repayToken: data.repayToken }, jose.session)).json(),
    ).toEqual(notFound);
    expect(await status('due-soon')).toBe(174);
  });

  it('answers ten simultaneous commits with one key with one record and one SMS', async () => {
    const { data } = await way('due-soon');
    const payload = { amount: '3453.00', cardId: data.bankCards[0].id, orderId: order('due-soon').orderId, repayToken: data.repayToken, idempotencyKey: 'commit-due-soon-1' };
    const records = await count(db, 'SELECT count(*)::int AS n FROM legacy_repay_records');
    const sent = await count(db, 'SELECT count(*)::int AS n FROM sms_outbox');
    const bodies = (await Promise.all(Array.from({ length: 10 }, () => post(commitCall['x-call'].path, payload)))).map((answer) => answer.json());
    expect(bodies[0]).toMatchObject({ code: '00' });
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await count(db, 'SELECT count(*)::int AS n FROM legacy_repay_records')).toBe(records + 1);
    expect(await count(db, 'SELECT count(*)::int AS n FROM sms_outbox')).toBe(sent + 1);
  });

  it('answers ten simultaneous confirms with one key alike (success, not 800005), repaying once', async () => {
    const recordId = (await commit('due-soon')).json().data.repayRecordId;
    const code = await latestCode();
    const bodies = (await Promise.all(Array.from({ length: 10 }, () => confirm('due-soon', recordId, code, { idempotencyKey: 'confirm-due-soon-1' })))).map((answer) => answer.json());
    for (const body of bodies) expect(body).toEqual({ code: '00', message: 'success', data: {} });
    expect(await count(db, `SELECT count(*)::int AS n FROM legacy_repay_records WHERE id = $1 AND status = 'confirmed'`, [recordId])).toBe(1);
    expect(await status('due-soon')).toBe(200);
  });
});

describe('repayment-gateway', () => {
  it('answers the provider page, which repays the order', async () => {
    const answer = (await post(gatewayCall['x-call'].path, { orderId: order('due-soon').orderId, amount: '3453.00' })).json();
    expect(answer).toMatchObject({ code: '00', data: { url: expect.stringMatching(/^\/dev\/simulated-pay\?attempt=[0-9a-f]{32}$/) } });
    const attempt = new URL(answer.data.url, 'http://localhost').searchParams.get('attempt');
    expect((await server.app.inject({ method: 'POST', url: `/dev/simulated-pay/${attempt}/pay` })).statusCode).toBe(303);
    expect(await status('due-soon')).toBe(200);
  });

  it("refuses another borrower's order, and a userId that is not the session's", async () => {
    expect((await post(gatewayCall['x-call'].path, { orderId: order('due-soon').orderId, amount: '3453.00' }, jose.session)).json()).toEqual(notFound);
    expect((await post(gatewayCall['x-call'].path, { orderId: order('due-soon').orderId, amount: '3453.00', userId: '999999' })).json()).toEqual(notFound);
  });
});
