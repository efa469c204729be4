import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import loanDetailsCall from '../../schemas/api/loan-details/loan-details.json' with { type: 'json' };
import loanPlayDetailCall from '../../schemas/api/repayment/loan-play-detail.json' with { type: 'json' };
import generateVcodeCall from '../../schemas/api/loan-details/generate-vcode.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/repayment.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import { seededMemoryDb, type TestApp } from './support.ts';
import { poster, repaymentApp } from './repayment-support.ts';

// SPEC.md section 9 on the reference server: an order with a release and a due date walks through its days. Before
// the prepayment window opens (after half of the term, not before 7 days after release) it cannot be repaid; from
// then on it owes its amount; once late, a one-off fee plus the daily rate on the unpaid amount, which loan details
// and repayment show, and which a payment must match.

let db: Db;
let server: TestApp;
const post = poster(() => server);

const order = corpus.orders.find((entry) => entry.key === 'awaiting-repayment')!;
const ids = { productId: order.productId, orderId: order.orderId };
const unpaid = order.loanPlayDetail.repayAmount; // '5755.00'

beforeAll(async () => {
  db = await seededMemoryDb();
  server = await repaymentApp(db);
  // A 91-day loan released on Jan 1, 2027, due on Apr 2, 2027; a new client.
  await db.query("UPDATE loan_orders SET released_on = '2027-01-01', due_on = '2027-04-02', repeat_client = false WHERE order_id = $1", [order.orderId]);
  // Seeding PGlite is slow on a loaded machine.
}, 240_000);
afterAll(async () => {
  await server.cleanup();
  await db.close();
});
afterEach(() => vi.useRealTimers());

/** Noon in Manila on `day`. */
function onDay(day: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T04:00:00Z`));
}

const rowsOf = (rows: { text: string; value: string }[]) => Object.fromEntries(rows.map((row) => [row.text, row.value]));
const playDetail = async () => (await post(loanPlayDetailCall['x-call'].path, ids)).json();
const loanDetails = async () => (await post(loanDetailsCall['x-call'].path, ids)).json();
const pay = async (amount: string) =>
  (await post(generateVcodeCall['x-call'].path, { ...ids, amount, isDelay: '0', channelNumber: '90006', idempotencyKey: randomUUID() })).json();

describe('an order through its days', () => {
  it('on day 4 after release: not yet; loan details says from when, and no payment starts', async () => {
    onDay('2027-01-05');
    const refused = await playDetail();
    expect(refused.code).toBe('PREPAYMENT_NOT_OPEN');
    expect(refused.message).toBe(catalog['repayment.server.prepaymentNotOpen'].replace('{date}', 'Feb 16, 2027'));
    expect(rowsOf((await loanDetails()).data.userOrderDetail.detail)[catalog['repayment.server.rowRepayableFrom']]).toBe('Feb 16, 2027');
    expect((await pay(unpaid)).code).toBe('PREPAYMENT_NOT_OPEN');
  });

  it('on day 45 still not; on day 46 (half of the term) it owes its amount, and a payment of it starts', async () => {
    onDay('2027-02-15');
    expect((await playDetail()).code).toBe('PREPAYMENT_NOT_OPEN');
    onDay('2027-02-16');
    const open = await playDetail();
    expect(open.data.repayAmount).toBe(unpaid);
    expect(rowsOf(open.data.detail)[catalog['repayment.server.rowLateFee']]).toBeUndefined();
    expect((await pay(unpaid)).data.payUrl).toMatch(/^\/dev\//);
  });

  it('on the due date no fee', async () => {
    onDay('2027-04-02');
    expect((await playDetail()).data.repayAmount).toBe(unpaid);
  });

  it.each([
    // 5755.00: one-off 1,000 + 5% a day (287.75) on days 1-30, 4% (230.20) on days 31-90, 2% (115.10) from day 91.
    ['2027-04-03', 1, '1287.75', '7042.75'],
    ['2027-05-02', 30, '9632.50', '15387.50'],
    ['2027-05-03', 31, '9862.70', '15617.70'],
    ['2027-07-02', 91, '23559.60', '29314.60'],
  ])('on %s, %i days late: late fee %s, amount due %s, in repayment and loan details alike', async (day, daysLate, fee, due) => {
    onDay(day);
    const info = (await playDetail()).data;
    expect(info.repayAmount).toBe(due);
    const rows = rowsOf(info.detail);
    expect(rows[catalog['repayment.server.rowLateFee']]).toBe(`₱${Number(fee).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(rows[catalog['repayment.server.rowDaysLate']]).toBe(catalog['repayment.server.daysLate'].replace('{days}', String(daysLate)));
    expect(rows[catalog['repayment.server.rowAmountDue']]).toBe(`₱${Number(due).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    const details = rowsOf((await loanDetails()).data.userOrderDetail.detail);
    expect(details[catalog['repayment.server.rowLateFee']]).toBe(rows[catalog['repayment.server.rowLateFee']]);
    expect(details[catalog['repayment.server.rowAmountDue']]).toBe(rows[catalog['repayment.server.rowAmountDue']]);
    // A payment must be of the amount due today: the old amount is refused.
    expect((await pay(unpaid)).code).toBe('AMOUNT_MISMATCH');
  });

  it('a repeat client pays the smaller one-off fee', async () => {
    await db.query('UPDATE loan_orders SET repeat_client = true WHERE order_id = $1', [order.orderId]);
    onDay('2027-04-03');
    expect((await playDetail()).data.repayAmount).toBe('6842.75');
    await db.query('UPDATE loan_orders SET repeat_client = false WHERE order_id = $1', [order.orderId]);
  });
});
