import corpus from '../../schemas/fixtures/loan-confirm.json' with { type: 'json' };
import { productOfFixture } from '../../core/loan-terms.ts';
import type { Queryable } from './database.ts';

// The products each demo borrower can confirm (both variants, every popup flag) and the agreements they list, from
// the fixture corpus the stories and tests read too. Upserts, so seeding twice changes nothing. Orders pushed
// through the confirm pages are the borrowers' own and are kept.

export type LoanConfirmCorpus = typeof corpus;

/** The agreements' scene: loan confirmation (contract's scene=3). */
export const confirmScene = 3;

async function borrowerId(db: Queryable, key: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM borrowers WHERE key = $1', [key]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`schemas/fixtures/loan-confirm.json names borrower '${key}', whom schemas/fixtures/demo.json lacks.`);
  return id;
}

export async function seedLoanConfirm(db: Queryable, data: LoanConfirmCorpus = corpus): Promise<void> {
  for (const product of data.products) {
    const stored = productOfFixture(product, data);
    await db.query(
      `INSERT INTO loan_products (product_id, borrower_id, name, logo, amount, periods, term_unit, rate_bp_per_day, is_pop_type,
         pop_title, pop_content, pop_agreement_url, button_text, promo_show, promo_image_url, promo_text)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (product_id) DO UPDATE SET borrower_id = EXCLUDED.borrower_id, name = EXCLUDED.name, logo = EXCLUDED.logo,
         amount = EXCLUDED.amount, periods = EXCLUDED.periods, term_unit = EXCLUDED.term_unit, rate_bp_per_day = EXCLUDED.rate_bp_per_day,
         is_pop_type = EXCLUDED.is_pop_type, pop_title = EXCLUDED.pop_title, pop_content = EXCLUDED.pop_content,
         pop_agreement_url = EXCLUDED.pop_agreement_url, button_text = EXCLUDED.button_text, promo_show = EXCLUDED.promo_show,
         promo_image_url = EXCLUDED.promo_image_url, promo_text = EXCLUDED.promo_text`,
      [
        stored.productId,
        await borrowerId(db, product.borrower),
        stored.name,
        stored.logo,
        stored.amount,
        stored.periods,
        stored.termUnit,
        stored.rateBpPerDay,
        stored.isPopType,
        stored.popTitle,
        stored.popContent,
        stored.popAgreementUrl,
        stored.buttonText,
        stored.promo.show,
        stored.promo.imageUrl,
        stored.promo.text,
      ],
    );
    await db.query('DELETE FROM loan_agreements WHERE product_id = $1 AND scene = $2 AND position > $3', [product.productId, confirmScene, data.agreements.length]);
    for (const [index, agreement] of data.agreements.entries()) {
      await db.query(
        `INSERT INTO loan_agreements (product_id, scene, position, title, url) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (product_id, scene, position) DO UPDATE SET title = EXCLUDED.title, url = EXCLUDED.url`,
        [product.productId, confirmScene, index + 1, agreement.title, agreement.url],
      );
    }
  }
}
