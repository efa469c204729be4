import type { Queryable } from '../db/database.ts';

/** Where a recommended product's button leads (table product_links), or undefined for a product not offered. */
export async function productLink(db: Queryable, productId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ link: string }>('SELECT link FROM product_links WHERE product_id = $1', [productId]);
  return rows[0]?.link;
}
