import { useLoad, type Loaded } from '../platform/use-load.ts';
import type { BindCardNew } from '../../generated/types/api/bank-binding/bind-card-new.ts';
import { cardInitCall } from '../../generated/calls/bank-binding/card-init.ts';
import { bindCardNewCall } from '../../generated/calls/bank-binding/bind-card-new.ts';
import { cardChangeCall } from '../../generated/calls/bank-binding/card-change.ts';
import type { CardInitData as AdapterInput } from '../../core/card-init/card-init-types.ts';
import { callApi, loadApi, type ApiResult } from './client.ts';

// The bank-binding calls (SPEC.md section 7): the form's items, and the two ways to submit it.

/**
 * The answer as the adapter reads it (core/card-init): the generated type, except that an
 * item may carry keys the schema does not name (the schema allows them, and the adapter reports
 * what it does not understand).
 */
export type CardInitData = AdapterInput;
export type BindingResult = ApiResult<BindCardNew['response']>;

export async function fetchCardInit(productId: string): Promise<CardInitData> {
  const data = await loadApi(cardInitCall, { product_id: productId });
  // A copy of each item: an object type, unlike the generated interface, takes the adapter's open item type.
  return { ...data, items: data.items.map((item) => ({ ...item })) };
}

/** No key (nothing fetched) while the page has no productId. */
export function useCardInit(productId: string | undefined): Loaded<CardInitData> {
  return useLoad(productId ? [cardInitCall.path, productId] : null, ([, product]: [string, string]) => fetchCardInit(product));
}

/**
 * Submits the form's payload (toSubmitPayload: item codes with values plus product_id): to
 * card-change (/diving/inaugural/cardChange) when the page was opened from loan details, else to bind-card-new. A failure
 * envelope's message is toasted by the client; its data may name the field at fault. The idempotency key is the
 * submit intent's: the same on every retry of it, so the server binds once.
 */
export function submitBinding(payload: Readonly<Record<string, string>>, fromLoanDetail: boolean, idempotencyKey: string): Promise<BindingResult> {
  const params = { ...payload, idempotencyKey } as BindCardNew['request'];
  return fromLoanDetail ? callApi(cardChangeCall, params) : callApi(bindCardNewCall, params);
}
