import type { LoanDetailConfirm } from '../../generated/types/api/loan-confirm/loan-detail-confirm.ts';
import type { LoanDetailPush } from '../../generated/types/api/loan-confirm/loan-detail-push.ts';
import { confirmation, nonEmpty, pushLoan } from '../domain/loan-confirm.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

// Loan confirmation, version 3 (confirmNewUrl), over server/domain/loan-confirm.ts, which the older variant's
// handlers (loan-confirm-classic.ts) share: the same product terms and plan, another contract.

export const handlers: HandlerGroup = {
  // The product's terms and the repayment plan computed from them, from today.
  'loan-confirm/loan-detail-confirm': defineHandler<LoanDetailConfirm>(async (context) => {
    const { product, plan, rateText, rows } = await confirmation(context.db, borrowerOf(context), context.params.productId);
    const first = plan.instalments[0]!;
    return {
      comProductLogo: product.logo,
      comProductName: product.name,
      amount: product.amount,
      periods: product.periods,
      termUnit: product.termUnit,
      details: rows.map((row) => ({ text: row.label, value: row.value })),
      repay_plans: nonEmpty(plan.instalments.map((instalment) => ({ pay_time: instalment.dueDate, amount: instalment.amount }))),
      firstPayTime: first.dueDate,
      firstPeriodDay: product.termUnit,
      pRateDsc: rateText,
      sendSms: 0,
      isPopType: product.isPopType,
      popTitle: product.popTitle,
      popContent: product.popContent,
      popAgreementUrl: product.popAgreementUrl,
    } satisfies LoanDetailConfirm['response'];
  }),

  // 'Loan Now': the order at status 21, idempotent by key; answers its Loan details page.
  'loan-confirm/loan-detail-push': defineHandler<LoanDetailPush>(async (context) => {
    const { productId, amount, periods, termUnit, idempotencyKey } = context.params;
    const result = await pushLoan(context.db, borrowerOf(context), 'loan-confirm/loan-detail-push', { productId, amount, periods, termUnit, idempotencyKey });
    return { lendDetailsUrl: result.loanDetailsUrl } satisfies LoanDetailPush['response'];
  }),
};
