import type { BindCardNew } from '../../generated/types/api/bank-binding/bind-card-new.ts';
import type { CardChange } from '../../generated/types/api/bank-binding/card-change.ts';
import type { CardInit } from '../../generated/types/api/bank-binding/card-init.ts';
import { checkBinding, configForBorrower, loadCardInitConfig } from '../domain/bank-binding.ts';
import { storeBinding, type BindingSource } from '../domain/bank-binding-store.ts';
import { borrowerOf, defineHandler, type CallContext, type HandlerGroup } from './types.ts';

// The card-init answer is the product's configuration row as product staff last saved it, read on
// every call (no cache: a saved edit shows on the next page load, on every server copy).

export const handlers: HandlerGroup = {
  'bank-binding/card-init': defineHandler<CardInit>(async ({ db, params }) => loadCardInitConfig(db, params.product_id)),
  'bank-binding/bind-card-new': defineHandler<BindCardNew>((context) => bind(context, 'bind-card-new')),
  // SPEC.md section 7: the binding form opened from loan details (source=loanDetail) changes the
  // account through this call; the payload and its checks are those of bind-card-new.
  'bank-binding/card-change': defineHandler<CardChange>((context) => bind(context, 'card-change')),
};

/** bind-card-new and card-change (/diving/inaugural/cardChange): the same payload, the same checks, one store. */
async function bind(context: CallContext<BindCardNew['request']>, source: BindingSource): Promise<{ bindId: string }> {
  const borrower = borrowerOf(context);
  const { product_id: productId, idempotencyKey, cardType, ...items } = context.params;
  // The generated type admits an absent value beside the optional keys; a sent item always has one.
  const fields = Object.fromEntries(Object.entries(items).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const submission = { cardType: cardType === undefined ? undefined : Number(cardType), fields };
  // The items this borrower's page was given: a published version of the product's items, or the product's row.
  const config = await configForBorrower(context.db, productId, String(borrower.id), submission);
  const binding = checkBinding(config, submission);
  const bindId = await storeBinding(context.db, { borrowerId: borrower.id, productId, source, binding, idempotencyKey });
  return { bindId };
}
