import corpus from '../../schemas/fixtures/loan-details.json' with { type: 'json' };
import type { Queryable } from './database.ts';

// The demo borrower's orders (one in every status), the joint-login failure answer and the product
// links, from the fixture corpus the stories and tests read too. Upserts, so seeding twice changes nothing.

export type LoanDetailsCorpus = typeof corpus;

async function borrowerId(db: Queryable, key: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM borrowers WHERE key = $1', [key]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`schemas/fixtures/loan-details.json names borrower '${key}', whom schemas/fixtures/demo.json lacks.`);
  return id;
}

export async function seedLoanDetails(db: Queryable, data: LoanDetailsCorpus = corpus): Promise<void> {
  const owner = await borrowerId(db, data.borrower);
  for (const order of data.orders) {
    await db.query(
      `INSERT INTO loan_orders (order_id, borrower_id, product_id, order_status, details) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (order_id) DO UPDATE SET borrower_id = EXCLUDED.borrower_id, product_id = EXCLUDED.product_id,
         order_status = EXCLUDED.order_status, details = EXCLUDED.details`,
      [order.orderId, owner, order.productId, order.response.orderStatus, JSON.stringify(order.response)],
    );
  }
  const info = data.jointLoginFailure;
  await db.query(
    `INSERT INTO union_error_info (borrower_id, notice_message, err_message, family) VALUES ($1, $2, $3, $4)
     ON CONFLICT (borrower_id) DO UPDATE SET notice_message = EXCLUDED.notice_message, err_message = EXCLUDED.err_message,
       family = EXCLUDED.family, updated_at = now()`,
    [owner, info.noticeMessage, info.errMessage, JSON.stringify(info.family)],
  );
  for (const [productId, link] of Object.entries(data.productLinks)) {
    await db.query(`INSERT INTO product_links (product_id, link) VALUES ($1, $2) ON CONFLICT (product_id) DO UPDATE SET link = EXCLUDED.link`, [productId, link]);
  }
}
