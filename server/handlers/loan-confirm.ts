import type { LoanDetailConfirm } from '../../generated/types/api/loan-confirm/loan-detail-confirm.ts';
import type { LoanDetailPush } from '../../generated/types/api/loan-confirm/loan-detail-push.ts';
import { loanConfirmAnswer } from '../../core/loan-terms.ts';
import { confirmation, pushLoan } from '../domain/loan-confirm.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

// Loan confirmation, version 3 (confirmNewUrl), over server/domain/loan-confirm.ts, which the older variant's
// handlers (loan-confirm-classic.ts) share: the same product terms and plan, another contract. Both answers are
// mapped in core/loan-terms.ts, so that the stories show what these calls answer.

export const handlers: HandlerGroup = {
  // The product's terms and the repayment plan computed from them, from today.
  'loan-confirm/loan-detail-confirm': defineHandler<LoanDetailConfirm>(async (context) =>
    loanConfirmAnswer(await confirmation(context.db, borrowerOf(context), context.params.productId)),
  ),

  // 'Loan Now': the order at status 21, idempotent by key; answers its Loan details page.
  'loan-confirm/loan-detail-push': defineHandler<LoanDetailPush>(async (context) => {
    const { productId, amount, periods, termUnit, idempotencyKey } = context.params;
    const result = await pushLoan(context.db, borrowerOf(context), 'loan-confirm/loan-detail-push', { productId, amount, periods, termUnit, idempotencyKey });
    return { lendDetailsUrl: result.loanDetailsUrl } satisfies LoanDetailPush['response'];
  }),
};
