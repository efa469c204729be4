import type { RepaymentWay } from '../../generated/types/api/legacy-repay/repayment-way.ts';
import type { RepaymentCommit } from '../../generated/types/api/legacy-repay/repayment-commit.ts';
import type { RepaymentConfirm } from '../../generated/types/api/legacy-repay/repayment-confirm.ts';
import type { RepaymentGateway } from '../../generated/types/api/legacy-repay/repayment-gateway.ts';
import { commitLegacyRepayment, confirmLegacyRepayment, legacyRepaymentWay, startGatewayPayment } from '../domain/legacy-repay.ts';
import { paymentContext } from './loan-details.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

// The legacy card repay (SPEC.md sections 4, 7, 8): list the cards, commit a repayment record (with an SMS code when
// the order needs validation), confirm it with the code; or pay through the gateway page (repayment-gateway, /repayment-huichao on the wire).
export const handlers: HandlerGroup = {
  'legacy-repay/repayment-way': defineHandler<RepaymentWay>(async (context) => legacyRepaymentWay(context.db, borrowerOf(context), context.params.orderId)),

  'legacy-repay/repayment-commit': defineHandler<RepaymentCommit>(async (context) => commitLegacyRepayment(context, borrowerOf(context), context.params)),

  'legacy-repay/repayment-confirm': defineHandler<RepaymentConfirm>(async (context) => confirmLegacyRepayment(context.db, borrowerOf(context), context.params)),

  'legacy-repay/repayment-gateway': defineHandler<RepaymentGateway>(async (context) => startGatewayPayment(paymentContext(context), borrowerOf(context), context.params)),
};
