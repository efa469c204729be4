import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import loanDetailsCall from '../../schemas/api/loan-details/loan-details.json' with { type: 'json' };
import googleScoreCall from '../../schemas/api/loan-details/google-score.json' with { type: 'json' };
import eventSaveCall from '../../schemas/api/service/event-save.json' with { type: 'json' };
import jointLoginFailureCall from '../../schemas/api/service/joint-login-failure.json' with { type: 'json' };
import defineCall from '../../schemas/api/product-links/product-link.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/loan-details.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import { seed } from '../../server/db/seed.ts';
import { apiSchemasWith, jose, maria, seededMemoryDb, sessionQuery, testApp, type TestApp } from './support.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

let db: Db;
let server: TestApp;

beforeAll(async () => {
  db = await seededMemoryDb();
  server = await testApp(db, { callSources: { schemasDir: await apiSchemasWith(['loan-details', 'service', 'product-links']) } });
});
afterAll(async () => {
  await server?.cleanup();
  await db?.close();
});

function post(path: string, payload: Record<string, string>, session: Record<string, string> = maria.session) {
  return server.app.inject({ method: 'POST', url: `${path}?${sessionQuery(session)}`, payload: new URLSearchParams(payload).toString(), headers: form });
}

async function rowsOf<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}

describe('POST /diving/v3/loan-details/loan-details', () => {
  const path = loanDetailsCall['x-call'].path;

  it.each(corpus.orders.map((order) => [order.key, order] as const))('answers the seeded order %s to its owner, as the fixture has it', async (_key, order) => {
    const answer = await post(path, { productId: order.productId, orderId: order.orderId });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 0, message: 'success', data: order.response });
  });

  it("refuses another borrower's order with a clear message and no order data", async () => {
    const order = corpus.orders[0]!;
    const answer = await post(path, { productId: order.productId, orderId: order.orderId }, jose.session);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 'ORDER_NOT_FOUND', message: catalog['loanDetails.orderNotFound'] });
  });

  it('gives an order that does not exist, or a product that does not match, the same answer as a foreign one', async () => {
    const order = corpus.orders[0]!;
    const missing = await post(path, { productId: order.productId, orderId: 'CP0000000000' });
    const otherProduct = await post(path, { productId: '999', orderId: order.orderId });
    const foreign = await post(path, { productId: order.productId, orderId: order.orderId }, jose.session);
    expect(missing.json()).toEqual(foreign.json());
    expect(otherProduct.json()).toEqual(foreign.json());
  });

  it('reads the database on every call', async () => {
    const order = corpus.orders[1]!;
    await db.query(`UPDATE loan_orders SET details = jsonb_set(details, '{noticeStatusText}', '"Changed"') WHERE order_id = $1`, [order.orderId]);
    try {
      expect((await post(path, { productId: order.productId, orderId: order.orderId })).json().data.noticeStatusText).toBe('Changed');
    } finally {
      await db.query('UPDATE loan_orders SET details = $2 WHERE order_id = $1', [order.orderId, JSON.stringify(order.response)]);
    }
  });

  it('refuses a malformed order id by name, before any lookup', async () => {
    const answer = await post(path, { productId: '101', orderId: "x' OR '1'='1" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^orderId: /);
  });
});

describe('POST /diving/v3/loan-details/google-score', () => {
  const path = googleScoreCall['x-call'].path;

  it.each(['1', '3', '5'])('stores the score the borrower chose (%s), for that borrower', async (score) => {
    const answer = await post(path, { score }, jose.session);
    expect(answer.json()).toMatchObject({ code: 0 });
    const [latest] = await rowsOf<{ score: number; key: string }>(
      'SELECT r.score, b.key FROM loan_ratings r JOIN borrowers b ON b.id = r.borrower_id ORDER BY r.id DESC LIMIT 1',
    );
    expect(latest).toEqual({ score: Number(score), key: 'jose' });
  });

  it.each(['0', '6', '', 'five'])('refuses score %j', async (score) => {
    const before = (await rowsOf<{ n: number }>('SELECT count(*)::int AS n FROM loan_ratings'))[0]!.n;
    expect((await post(path, { score })).statusCode).toBe(400);
    expect((await rowsOf<{ n: number }>('SELECT count(*)::int AS n FROM loan_ratings'))[0]!.n).toBe(before);
  });
});

describe('POST /diving/service/event/save', () => {
  const path = eventSaveCall['x-call'].path;

  it('records the event with the borrower, product, module and position', async () => {
    const answer = await post(path, { productId: '101', moduleId: '30', positionId: '0' });
    expect(answer.json()).toMatchObject({ code: '00' });
    const [latest] = await rowsOf('SELECT b.key, e.product_id, e.module_id, e.position_id FROM borrower_events e JOIN borrowers b ON b.id = e.borrower_id ORDER BY e.id DESC LIMIT 1');
    expect(latest).toEqual({ key: 'maria', product_id: '101', module_id: '30', position_id: '0' });
  });

  it('refuses an event without a position', async () => {
    expect((await post(path, { productId: '101', moduleId: '30' })).statusCode).toBe(400);
  });
});

describe('POST /diving/service/new/union-error-info', () => {
  const path = jointLoginFailureCall['x-call'].path;

  it('serves the stored answer for the borrower', async () => {
    const answer = await post(path, {});
    expect(answer.json()).toEqual({ code: '00', message: 'success', data: corpus.jointLoginFailure });
  });

  it('reads the database on every call', async () => {
    await db.query(`UPDATE union_error_info SET err_message = 'Lender offline' WHERE borrower_id = (SELECT id FROM borrowers WHERE key = 'maria')`);
    try {
      expect((await post(path, {})).json().data.errMessage).toBe('Lender offline');
    } finally {
      await db.query(`UPDATE union_error_info SET err_message = $1`, [corpus.jointLoginFailure.errMessage]);
    }
  });

  it('answers a failure with a message for a borrower with no failed sign-in', async () => {
    expect((await post(path, {}, jose.session)).json()).toEqual({ code: '01', message: catalog['jointLogin.noFailure'] });
  });
});

describe('POST /diving/gopia/goya/define', () => {
  const path = defineCall['x-call'].path;

  it.each(Object.entries(corpus.productLinks))('answers the stored link of product %s', async (product, link) => {
    expect((await post(path, { module: '30', position: '0', product })).json()).toEqual({ code: '00', message: 'success', data: { link } });
  });

  it('answers a failure with a message for an unknown product', async () => {
    expect((await post(path, { module: '30', position: '0', product: '999' })).json()).toEqual({ code: '01', message: catalog['jointLogin.productUnavailable'] });
  });
});

describe('seed', () => {
  it('is idempotent: seeding again keeps one row per order, error answer and product link', async () => {
    await seed(db);
    const counts = await rowsOf<{ orders: number; infos: number; links: number }>(
      'SELECT (SELECT count(*)::int FROM loan_orders) AS orders, (SELECT count(*)::int FROM union_error_info) AS infos, (SELECT count(*)::int FROM product_links) AS links',
    );
    expect(counts[0]).toEqual({ orders: corpus.orders.length, infos: 1, links: Object.keys(corpus.productLinks).length });
  });

  it('gives the demo borrower one order per fixture order, all of them hers', async () => {
    const rows = await rowsOf<{ order_id: string; key: string; order_status: number }>(
      'SELECT o.order_id, b.key, o.order_status FROM loan_orders o JOIN borrowers b ON b.id = o.borrower_id ORDER BY o.order_id',
    );
    expect(rows).toEqual(
      corpus.orders.map((o) => ({ order_id: o.orderId, key: corpus.borrower, order_status: o.response.orderStatus })).sort((a, b) => a.order_id.localeCompare(b.order_id)),
    );
  });
});
