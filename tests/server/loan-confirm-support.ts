import type { Db } from '../../server/db/database.ts';
import corpus from '../../schemas/fixtures/loan-confirm.json' with { type: 'json' };
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import { apiSchemasWith, testApp, type TestApp } from './support.ts';

// Shared by loan-confirm.test.ts and loan-confirm-classic.test.ts: a server with the loan-confirmation groups and loan-details
// (which shows the pushed orders; its schema refers to service's recommended product).
export const loanConfirmGroups = ['loan-confirm', 'contract', 'loan-confirm-classic', 'product-links', 'loan-details', 'service'];

export async function loanConfirmApp(db: Db): Promise<TestApp> {
  return testApp(db, { callSources: { schemasDir: await apiSchemasWith(loanConfirmGroups) } });
}

export type FixtureProduct = (typeof corpus.products)[number];

export function product(key: string): FixtureProduct {
  const found = corpus.products.find((entry) => entry.key === key);
  if (!found) throw new Error(`no fixture product ${key}`);
  return found;
}

export function sessionOf(borrowerKey: string): Record<string, string> {
  const borrower = demo.borrowers.find((entry) => entry.key === borrowerKey);
  if (!borrower) throw new Error(`no demo borrower ${borrowerKey}`);
  return borrower.session;
}

/** The orders a borrower has of a product (pushed ones included). */
export async function ordersOf(db: Db, productId: string): Promise<{ order_id: string; order_status: number }[]> {
  return (await db.query<{ order_id: string; order_status: number }>('SELECT order_id, order_status FROM loan_orders WHERE product_id = $1 ORDER BY order_id', [productId])).rows;
}

let counter = 0;
/** A fresh idempotency key per intent, as the page makes one. */
export function newKey(): string {
  counter += 1;
  return `test-key-${Date.now()}-${counter}`;
}
