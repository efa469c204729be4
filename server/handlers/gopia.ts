import { message } from '../../core/messages.ts';
import { CallFailure } from '../domain/call-failure.ts';
import type { GopiaDefine } from '../../generated/types/api/gopia/define.ts';
import type { GopiaLoanConfirm } from '../../generated/types/api/gopia/loan-confirm.ts';
import type { GopiaAgreementList } from '../../generated/types/api/gopia/agreement-list.ts';
import type { GopiaAgreementJump } from '../../generated/types/api/gopia/agreement-jump.ts';
import type { GopiaLoanPush } from '../../generated/types/api/gopia/loan-push.ts';
import type { GopiaProductClick } from '../../generated/types/api/gopia/product-click.ts';
import { agreementUrl, agreements, confirmation, nonEmpty, pushLoan } from '../domain/loan-confirm.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

// The obfuscated /gopia/goya calls answer '00' on success and an error message otherwise (SPEC.md section 7).
export const unknownProductCode = '01';

export const handlers: HandlerGroup = {
  // Where a recommended product's button leads. module and position say which button was pressed;
  // the link depends on the product only.
  'gopia/define': defineHandler<GopiaDefine>(async ({ db, params: { product } }) => {
    const { rows } = await db.query<{ link: string }>('SELECT link FROM product_links WHERE product_id = $1', [product]);
    const link = rows[0]?.link;
    if (link === undefined) throw new CallFailure(unknownProductCode, message('jointLogin.productUnavailable'));
    return { link };
  }),

  // The older product click tracking: kept with the borrower's other events (as /service/event/save keeps them).
  'gopia/product-click': defineHandler<GopiaProductClick>(async (context) => {
    const borrower = borrowerOf(context);
    const { product, module, position } = context.params;
    await context.db.query('INSERT INTO borrower_events (borrower_id, product_id, module_id, position_id) VALUES ($1, $2, $3, $4)', [borrower.id, product, module, position]);
    return null;
  }),

  // The older loan confirmation (confirmUrl). The originals' field names are not decoded (SPEC.md section 7): these
  // contracts are ours (schemas/api/gopia/loan-*.json, agreement-*.json), over the same domain as the version-3 calls.
  'gopia/loan-confirm': defineHandler<GopiaLoanConfirm>(async (context) => {
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
    } satisfies GopiaLoanConfirm['response'];
  }),

  'gopia/agreement-list': defineHandler<GopiaAgreementList>(async (context) => ({
    agreements: await agreements(context.db, borrowerOf(context), context.params.productId),
  })),

  'gopia/agreement-jump': defineHandler<GopiaAgreementJump>(async (context) => {
    const { productId, position, orderId } = context.params;
    return { agreementUrl: await agreementUrl(context.db, borrowerOf(context), { productId, position, orderId }) } satisfies GopiaAgreementJump['response'];
  }),

  'gopia/loan-push': defineHandler<GopiaLoanPush>(async (context) => {
    const { productId, loanAmount, periods, daysPerPeriod, idempotencyKey } = context.params;
    const result = await pushLoan(context.db, borrowerOf(context), 'gopia/loan-push', { productId, amount: loanAmount, periods, termUnit: daysPerPeriod, idempotencyKey });
    return { orderDetailsUrl: result.loanDetailsUrl } satisfies GopiaLoanPush['response'];
  }),
};
