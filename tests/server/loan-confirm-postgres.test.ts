// Loan push idempotency on real PostgreSQL (DATABASE_URL), where transactions do run at once (PGlite runs them one
// at a time): ten parallel pushes with one key make one order and answer the same, as in production. A throwaway
// cluster from Debian's postgresql package, as tests/server/postgres.test.ts makes one.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { pushLoan } from '../../server/domain/loan-confirm.ts';
import { product } from './loan-confirm-support.ts';
import { startThrowawayCluster, type ThrowawayCluster } from './postgres-cluster.ts';

let cluster: ThrowawayCluster | undefined;
let db: Db;

beforeAll(async () => {
  cluster = await startThrowawayCluster('borrower-pg-confirm-');
  db = await openDatabase({ databaseUrl: cluster.databaseUrl });
  await migrate(db);
  await seed(db);
}, 60_000);

afterAll(async () => {
  await db?.close();
  cluster?.stop();
});

it('ten parallel pushes with one key make one order on PostgreSQL, and all answer it', async () => {
  const entry = product('all-popups');
  const { rows } = await db.query<{ id: number }>("SELECT id FROM borrowers WHERE key = 'maria'");
  const borrower = { id: rows[0]!.id };
  const request = { productId: entry.productId, amount: entry.amount, periods: entry.periods, termUnit: entry.termUnit, idempotencyKey: 'pg-parallel-key-1' };
  const answers = await Promise.all(Array.from({ length: 10 }, () => pushLoan(db, borrower, 'loan-confirm/loan-detail-push', request)));
  expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  const orders = await db.query<{ order_id: string; order_status: number }>('SELECT order_id, order_status FROM loan_orders WHERE product_id = $1', [entry.productId]);
  expect(orders.rows).toEqual([{ order_id: answers[0]!.orderId, order_status: 21 }]);
  expect((await db.query('SELECT 1 FROM loan_pushes WHERE order_id = $1', [answers[0]!.orderId])).rows).toHaveLength(1);
});
