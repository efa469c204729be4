import table from '../../../schemas/routes.json';
import type { Session } from '../../app/session.ts';

// Where the page goes after a card change opened from loan details (SPEC.md section 4): the order
// page, as a full page load with the session query, the order, and source=loanDetail. A full load,
// because every page reads its session from its own URL once (src/app/session.ts).

export function orderPageHref(session: Session): string {
  const query = new URLSearchParams();
  const values: Record<string, string | undefined> = {
    ...session.params,
    system: session.system,
    ...session.headers,
    productId: session.productId,
    orderId: session.orderId,
    source: LOAN_DETAIL_SOURCE,
  };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) query.set(key, value);
  return `${table.basePath}${table.routes.loanDetailUrl.path}?${query.toString()}`;
}

/** The URL's source when loan details opened the page: submit to cardChange, then go back to the order. */
export const LOAN_DETAIL_SOURCE = 'loanDetail';

/** The page's own location; an object so tests can watch where the page goes. */
export const pageLocation = {
  replace(url: string): void {
    window.location.replace(url);
  },
};
