import corpus from '../../schemas/fixtures/repayment.json' with { type: 'json' };
import type { Queryable } from './database.ts';

// What each repayable demo order asks (loan-play-detail, rollover-info, needValid) and the demo borrowers' legacy bank
// cards, from the fixture corpus the stories and tests read too. Upserts, so seeding twice changes nothing; seeding
// after a restart resets the orders to the fixture, as seed-loan-details.ts does for their loan details.

export type RepaymentCorpus = typeof corpus;

async function borrowerId(db: Queryable, key: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM borrowers WHERE key = $1', [key]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`schemas/fixtures/repayment.json names borrower '${key}', whom schemas/fixtures/demo.json lacks.`);
  return id;
}

export async function seedRepayment(db: Queryable, data: RepaymentCorpus = corpus): Promise<void> {
  const owner = await borrowerId(db, data.borrower);
  for (const order of data.orders) {
    const { rows } = await db.query('SELECT 1 FROM loan_orders WHERE order_id = $1 AND product_id = $2 AND borrower_id = $3', [order.orderId, order.productId, owner]);
    if (rows.length === 0) throw new Error(`schemas/fixtures/repayment.json: order ${order.orderId} is not ${data.borrower}'s order ${order.productId} in schemas/fixtures/loan-details.json.`);
    const extension = 'rolloverInfo' in order ? JSON.stringify(order.rolloverInfo) : null;
    await db.query(
      `INSERT INTO repayment_orders (order_id, play_detail, extension, need_valid) VALUES ($1, $2, $3, $4)
       ON CONFLICT (order_id) DO UPDATE SET play_detail = EXCLUDED.play_detail, extension = EXCLUDED.extension, need_valid = EXCLUDED.need_valid`,
      [order.orderId, JSON.stringify(order.loanPlayDetail), extension, order.needValid],
    );
  }
  for (const card of data.bankCards) {
    await db.query(
      `INSERT INTO legacy_bank_cards (card_id, borrower_id, bank_name, card_no, bank_code) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (card_id) DO UPDATE SET borrower_id = EXCLUDED.borrower_id, bank_name = EXCLUDED.bank_name,
         card_no = EXCLUDED.card_no, bank_code = EXCLUDED.bank_code`,
      [card.id, await borrowerId(db, card.borrower), card.bankName, card.cardNo, card.bankCode],
    );
  }
}
