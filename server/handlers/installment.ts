import type { LoanPlayDetail } from '../../generated/types/api/installment/loan-play-detail.ts';
import { repaymentInfo } from '../domain/repayment.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

export const handlers: HandlerGroup = {
  // The repayment info of one of the borrower's open orders (Repayment of period).
  'installment/loan-play-detail': defineHandler<LoanPlayDetail>(async (context) => {
    const { productId, orderId } = context.params;
    return repaymentInfo(context.db, borrowerOf(context), { productId, orderId });
  }),
};
