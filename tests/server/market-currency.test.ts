import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import loanPlayDetailCall from '../../schemas/api/repayment/loan-play-detail.json' with { type: 'json' };
import loanDetailsCall from '../../schemas/api/loan-details/loan-details.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/repayment.json' with { type: 'json' };
import { maria, seededMemoryDb, type TestApp } from './support.ts';
import { poster, repaymentApp } from './repayment-support.ts';

// SPEC.md section 1: the rupee sign when system=1. The texts the server writes (detail rows, notices) follow the
// request's system param, through the one formatter of core/money.ts, as the browser's own amounts do.

let db: Db;
let server: TestApp;
const post = poster(() => server);

beforeAll(async () => {
  db = await seededMemoryDb();
  server = await repaymentApp(db);
  // Seeding PGlite is slow on a loaded machine.
}, 240_000);
afterAll(async () => {
  await server.cleanup();
  await db.close();
});

const order = corpus.orders[0]!;
const ids = { productId: order.productId, orderId: order.orderId };
const texts = (data: unknown) => JSON.stringify(data);

describe.each([
  ['loan-play-detail', loanPlayDetailCall['x-call'].path],
  ['loan-details', loanDetailsCall['x-call'].path],
])('%s', (_name, path) => {
  it('writes amounts with ₱ by default, and with ₹ and no ₱ when system=1', async () => {
    const peso = (await post(path, ids)).json();
    expect(texts(peso.data)).toContain('₱');
    expect(texts(peso.data)).not.toContain('₹');
    const rupee = (await post(path, ids, { ...maria.session, system: '1' })).json();
    expect(rupee.code).toBe(peso.code);
    expect(texts(rupee.data)).not.toContain('₱');
    expect(texts(rupee.data)).toBe(texts(peso.data).replaceAll('₱', '₹'));
  });

  it('keeps ₱ for any other system value', async () => {
    expect(texts((await post(path, ids, { ...maria.session, system: '2' })).json().data)).toContain('₱');
  });
});
