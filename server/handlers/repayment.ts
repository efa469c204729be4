import type { LoanPlayDetail } from '../../generated/types/api/repayment/loan-play-detail.ts';
import type { RolloverInfo } from '../../generated/types/api/repayment/rollover-info.ts';
import { extensionInfo, repaymentInfo } from '../domain/repayment.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

export const handlers: HandlerGroup = {
  // The repayment info of one of the borrower's open orders (Repayment of period).
  'repayment/loan-play-detail': defineHandler<LoanPlayDetail>(async (context) => {
    const { productId, orderId } = context.params;
    return repaymentInfo(context.db, borrowerOf(context), { productId, orderId });
  }),
  // The extension (rollover) info of one of the borrower's open orders that allow it (Repayment of delay).
  'repayment/rollover-info': defineHandler<RolloverInfo>(async (context) => {
    const { productId, orderId } = context.params;
    return extensionInfo(context.db, borrowerOf(context), { productId, orderId });
  }),
};
