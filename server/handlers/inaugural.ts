import { bind } from './bind-card.ts';
import type { CardChange } from '../../generated/types/api/inaugural/card-change.ts';
import type { Imitating } from '../../generated/types/api/inaugural/imitating.ts';
import { extensionInfo } from '../domain/repayment.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

export const handlers: HandlerGroup = {
  // SPEC.md section 7: the binding form opened from loan details (source=loanDetail) changes the
  // account through this call; the payload and its checks are those of bind-card-new.
  'inaugural/card-change': defineHandler<CardChange>((context) => bind(context, 'card-change')),

  // The extension (rollover) info of one of the borrower's open orders that allow it (Repayment of delay).
  'inaugural/imitating': defineHandler<Imitating>(async (context) => {
    const { productId, orderId } = context.params;
    return extensionInfo(context.db, borrowerOf(context), { productId, orderId });
  }),
};
