import type { ClassicLoanConfirm } from '../../generated/types/api/loan-confirm-classic/loan-confirm.ts';
import type { ClassicAgreementList } from '../../generated/types/api/loan-confirm-classic/agreement-list.ts';
import type { ClassicAgreementJump } from '../../generated/types/api/loan-confirm-classic/agreement-jump.ts';
import type { ClassicLoanPush } from '../../generated/types/api/loan-confirm-classic/loan-push.ts';
import { classicLoanConfirmAnswer } from '../../core/loan-terms.ts';
import { agreementUrl, agreements, classicPushCallKey, confirmation, pushLoan } from '../domain/loan-confirm.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

// The older loan confirmation (confirmUrl), on the obfuscated /gopia/goya calls, which answer '00' on success and an
// error message otherwise (SPEC.md section 7).

export const handlers: HandlerGroup = {
  // The originals' field names are not decoded (SPEC.md section 7): these
  // contracts are ours (schemas/api/loan-confirm-classic/), over the same domain as the version-3 calls.
  'loan-confirm-classic/loan-confirm': defineHandler<ClassicLoanConfirm>(async (context) =>
    classicLoanConfirmAnswer(await confirmation(context.db, borrowerOf(context), context.params.productId)),
  ),

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
