import corpus from '../../schemas/fixtures/bank-binding.json' with { type: 'json' };
import type { Queryable } from './database.ts';

// The bank-binding configuration of every demo product, from the fixture corpus the stories and
// tests read too. In demo mode the fixture is the source of truth, so seeding again resets a
// product's row to it; outside demo mode rows are edited in the database and never seeded.

export type BankBindingCorpus = typeof corpus;

export async function seedBankBinding(db: Queryable, data: BankBindingCorpus = corpus): Promise<void> {
  for (const product of data.products) {
    await db.query(
      `INSERT INTO bank_binding_config (product_id, card_init) VALUES ($1, $2)
       ON CONFLICT (product_id) DO UPDATE SET card_init = EXCLUDED.card_init, updated_at = now()`,
      [product.productId, JSON.stringify(product.cardInit)],
    );
  }
}
