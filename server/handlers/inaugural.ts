import { bind } from './bind-card.ts';
import type { HandlerGroup } from './types.ts';

export const handlers: HandlerGroup = {
  // SPEC.md section 7: the binding form opened from loan details (source=loanDetail) changes the
  // account through this call; the payload and its checks are those of bind-card-new.
  'inaugural/card-change': (context) => bind(context, 'card-change'),
};
