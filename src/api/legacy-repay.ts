import { useLoad, type Loaded } from '../platform/use-load.ts';
import type { RepaymentWay } from '../../generated/types/api/legacy-repay/repayment-way.ts';
import type { RepaymentCommit } from '../../generated/types/api/legacy-repay/repayment-commit.ts';
import type { RepaymentConfirm } from '../../generated/types/api/legacy-repay/repayment-confirm.ts';
import type { RepaymentGateway } from '../../generated/types/api/legacy-repay/repayment-gateway.ts';
import { repaymentWayCall } from '../../generated/calls/legacy-repay/repayment-way.ts';
import { repaymentCommitCall } from '../../generated/calls/legacy-repay/repayment-commit.ts';
import { repaymentConfirmCall } from '../../generated/calls/legacy-repay/repayment-confirm.ts';
import { repaymentGatewayCall } from '../../generated/calls/legacy-repay/repayment-gateway.ts';
import { callApi, loadApi, type ApiResult } from './client.ts';

// The legacy card repay (SPEC.md sections 4, 5, 7, 8): repayment-way lists the cards, repayment-commit creates the
// record (and sends an SMS code when needValid is 1), repayment-confirm settles it, repayment-gateway gives a
// gateway page instead.

export type RepaymentWayData = RepaymentWay['response'];
export type LegacyBankCard = RepaymentWayData['bankCards'][number];
export type CommitRequest = NonNullable<RepaymentCommit['request']>;
export type ConfirmRequest = NonNullable<RepaymentConfirm['request']>;

/** SPEC.md section 8: the legacy confirm's codes. */
export const wrongCodeCode = 800006;
export const submittedTwiceCode = 800005;


/** The cards; a refusal is shown by the screen's error state (SPEC.md section 8: the failure message), not toasted. */
export async function fetchRepaymentWay(orderId: string): Promise<RepaymentWayData> {
  return loadApi(repaymentWayCall, { orderId });
}

export function useRepaymentWay(orderId: string | undefined): Loaded<RepaymentWayData> {
  // A repayToken is one use: never refetch behind the borrower's back.
  return useLoad(orderId ? [repaymentWayCall.path, orderId] : null, ([, order]: [string, string]) => fetchRepaymentWay(order), { revalidateIfStale: false });
}

export function commitRepayment(request: CommitRequest): Promise<ApiResult<RepaymentCommit['response']>> {
  return callApi(repaymentCommitCall, request);
}

/** Not toasted by the client: the screen says what 800006 and 800005 mean. */
export function confirmRepayment(request: ConfirmRequest): Promise<ApiResult<RepaymentConfirm['response']>> {
  return callApi(repaymentConfirmCall, request, { toastOnFailure: false });
}

export function repaymentGateway(orderId: string, amount: string, userId?: string): Promise<ApiResult<RepaymentGateway['response']>> {
  return callApi(repaymentGatewayCall, { orderId, amount, ...(userId === undefined ? {} : { userId }) });
}
