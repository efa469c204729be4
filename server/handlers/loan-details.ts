import type { GoogleScore } from '../../generated/types/api/loan-details/google-score.ts';
import type { LoanDetails } from '../../generated/types/api/loan-details/loan-details.ts';
import type { GenerateVcode } from '../../generated/types/api/loan-details/generate-vcode.ts';
import { recordRating } from '../domain/borrower-events.ts';
import { detailsToday, ownOrder, startPayment, type PaymentContext } from '../domain/repayment.ts';
import { borrowerOf, defineHandler, type CallContext, type HandlerGroup } from './types.ts';

// A borrower's session reaches that borrower's orders only (DESIGN.md Safety rules). Another
// borrower's order and an order that does not exist get the same answer, so an order id reveals
// nothing about whose it is.
export const orderNotFoundCode = 'ORDER_NOT_FOUND';

/** What the repayment domain needs to start a payment: the provider the HTTP app chose, and the session to return to. */
export function paymentContext(context: CallContext<unknown>): PaymentContext {
  return { db: context.db, payments: context.payments, sessionId: context.sessionId };
}

export const handlers: HandlerGroup = {
  'loan-details/loan-details': defineHandler<LoanDetails>(async (context) => {
    const borrower = borrowerOf(context);
    const { productId, orderId } = context.params;
    // The same lookup as repayment's (another borrower's order reads as missing); a late scheduled order shows its fees.
    return detailsToday(await ownOrder(context.db, borrower, { orderId, productId }));
  }),

  // Stores the stars the borrower chose (the original always sent 5, SPEC.md section 4: not copied).
  'loan-details/google-score': defineHandler<GoogleScore>(async (context) => {
    const borrower = borrowerOf(context);
    const { score } = context.params;
    await recordRating(context.db, borrower.id, Number(score));
    return null;
  }),

  // Starts a payment of the order (repayment, or the extension when isDelay is '1') through the chosen channel:
  // records a pending attempt and answers the provider page (server/domain/repayment.ts). Idempotent by key.
  'loan-details/generate-vcode': defineHandler<GenerateVcode>(async (context) => startPayment(paymentContext(context), borrowerOf(context), context.params)),
};
