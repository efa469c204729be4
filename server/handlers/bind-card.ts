import { checkBinding, loadCardInitConfig } from '../bank-binding-config.ts';
import { storeBinding } from '../bank-binding-store.ts';
import { borrowerOf, type CallContext, type HandlerGroup } from './types.ts';
import type { BindingSource } from '../bank-binding-store.ts';

// The card-init answer is the product's configuration row as product staff last saved it, read on
// every call (no cache: a saved edit shows on the next page load, on every server copy).

const PRODUCT_ID = 'product_id';

export const handlers: HandlerGroup = {
  'bind-card/card-init': async ({ db, params }) => loadCardInitConfig(db, String(params[PRODUCT_ID])),
  'bind-card/bind-card-new': (context) => bind(context, 'bind-card-new'),
};

/** bind-card-new and inaugural/cardChange: the same payload, the same checks, one store. */
export async function bind(context: CallContext, source: BindingSource): Promise<{ bindId: string }> {
  const borrower = borrowerOf(context);
  const { [PRODUCT_ID]: productId, ...submitted } = context.params as Record<string, string>;
  const config = await loadCardInitConfig(context.db, String(productId));
  const binding = checkBinding(config, submitted);
  const bindId = await storeBinding(context.db, { borrowerId: borrower.id, productId: String(productId), source, binding });
  return { bindId };
}
