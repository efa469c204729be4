import { routeHref } from '../../platform/navigation.ts';
import type { Session } from '../../platform/session.ts';

/** The URL's source when loan details opened the page: submit to cardChange, then go back to the order. */
export const LOAN_DETAIL_SOURCE = 'loanDetail';

/** After a card change opened from loan details (SPEC.md section 4): back to the order, with source=loanDetail. */
export function orderPageHref(session: Session): string {
  return routeHref('loanDetailUrl', session, { productId: session.productId, orderId: session.orderId, source: LOAN_DETAIL_SOURCE });
}
