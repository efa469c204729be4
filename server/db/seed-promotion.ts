import corpus from '../../schemas/fixtures/promotion.json' with { type: 'json' };
import type { Queryable } from './database.ts';

// The promotion funnel's demo landing templates and already-registered phones, from the fixture corpus
// the stories and tests read too. Upserts, so seeding twice changes nothing.

export type PromotionCorpus = typeof corpus;

export async function seedPromotion(db: Queryable, data: PromotionCorpus = corpus): Promise<void> {
  for (const { enabled, template } of data.templates) {
    await db.query(
      `INSERT INTO promo_templates (id, enabled, content) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET enabled = EXCLUDED.enabled, content = EXCLUDED.content, updated_at = now()`,
      [template.id, enabled, JSON.stringify(template)],
    );
  }
  const template = data.templates[0]?.template.id ?? '';
  for (const phone of data.registeredPhones) {
    await db.query(
      `INSERT INTO promo_registrations (phone, template_id, device_id, app_name, merchant_number) VALUES ($1, $2, 'seed', 'ymgj', 0)
       ON CONFLICT (phone) DO NOTHING`,
      [phone, template],
    );
  }
}
