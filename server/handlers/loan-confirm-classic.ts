import type { ClassicLoanConfirm } from '../../generated/types/api/loan-confirm-classic/loan-confirm.ts';
import type { ClassicAgreementList } from '../../generated/types/api/loan-confirm-classic/agreement-list.ts';
import type { ClassicAgreementJump } from '../../generated/types/api/loan-confirm-classic/agreement-jump.ts';
import type { ClassicLoanPush } from '../../generated/types/api/loan-confirm-classic/loan-push.ts';
import { agreementUrl, agreements, classicPushCallKey, confirmation, nonEmpty, pushLoan } from '../domain/loan-confirm.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

// The older loan confirmation (confirmUrl), on the obfuscated /gopia/goya calls, which answer '00' on success and an
// error message otherwise (SPEC.md section 7).

export const handlers: HandlerGroup = {
  // The originals' field names are not decoded (SPEC.md section 7): these
  // contracts are ours (schemas/api/loan-confirm-classic/), over the same domain as the version-3 calls.
  'loan-confirm-classic/loan-confirm': defineHandler<ClassicLoanConfirm>(async (context) => {
    const { product, plan, rateText, rows } = await confirmation(context.db, borrowerOf(context), context.params.productId);
    return {
      productId: product.productId,
      productName: product.name,
      productLogo: product.logo,
      loanAmount: product.amount,
      repaymentDate: plan.instalments[plan.instalments.length - 1]!.dueDate,
      periods: product.periods,
      daysPerPeriod: product.termUnit,
      loanTermDays: plan.termDays,
      rateText,
      detailedRows: rows,
      planRows: nonEmpty(plan.instalments.map((instalment, index) => ({ period: index + 1, dueDate: instalment.dueDate, amount: instalment.amount }))),
      buttonText: product.buttonText,
      promoPopup: product.promo,
    } satisfies ClassicLoanConfirm['response'];
  }),

  'loan-confirm-classic/agreement-list': defineHandler<ClassicAgreementList>(async (context) => ({
    agreements: await agreements(context.db, borrowerOf(context), context.params.productId),
  })),

  'loan-confirm-classic/agreement-jump': defineHandler<ClassicAgreementJump>(async (context) => {
    const { productId, position, orderId } = context.params;
    return { agreementUrl: await agreementUrl(context.db, borrowerOf(context), { productId, position, orderId }) } satisfies ClassicAgreementJump['response'];
  }),

  'loan-confirm-classic/loan-push': defineHandler<ClassicLoanPush>(async (context) => {
    const { productId, loanAmount, periods, daysPerPeriod, idempotencyKey } = context.params;
    const result = await pushLoan(context.db, borrowerOf(context), classicPushCallKey, { productId, amount: loanAmount, periods, termUnit: daysPerPeriod, idempotencyKey });
    return { orderDetailsUrl: result.loanDetailsUrl } satisfies ClassicLoanPush['response'];
  }),
};
