import { bind } from './bind-card.ts';
import type { CardChange } from '../../generated/types/api/inaugural/card-change.ts';
import { defineHandler, type HandlerGroup } from './types.ts';

export const handlers: HandlerGroup = {
  // SPEC.md section 7: the binding form opened from loan details (source=loanDetail) changes the
  // account through this call; the payload and its checks are those of bind-card-new.
  'inaugural/card-change': defineHandler<CardChange>((context) => bind(context, 'card-change')),
};
