import type { Queryable } from '../db/database.ts';

// What the product records of a borrower's actions: analytics events (service/event-save and the older product
// click tracking keep them in one table) and the stars of the app rating on Loan details.

export interface BorrowerEvent {
  borrowerId: number;
  productId: string;
  moduleId: string;
  positionId: string;
}

export async function recordEvent(db: Queryable, { borrowerId, productId, moduleId, positionId }: BorrowerEvent): Promise<void> {
  await db.query('INSERT INTO borrower_events (borrower_id, product_id, module_id, position_id) VALUES ($1, $2, $3, $4)', [borrowerId, productId, moduleId, positionId]);
}

export async function recordRating(db: Queryable, borrowerId: number, score: number): Promise<void> {
  await db.query('INSERT INTO loan_ratings (borrower_id, score) VALUES ($1, $2)', [borrowerId, score]);
}
