import { useLoad, type Loaded } from '../platform/use-load.ts';
import type { RolloverInfo } from '../../generated/types/api/repayment/rollover-info.ts';
import type { LoanPlayDetail } from '../../generated/types/api/repayment/loan-play-detail.ts';
import type { GenerateVcode } from '../../generated/types/api/loan-details/generate-vcode.ts';
import { rolloverInfoCall } from '../../generated/calls/repayment/rollover-info.ts';
import { loanPlayDetailCall } from '../../generated/calls/repayment/loan-play-detail.ts';
import { generateVcodeCall } from '../../generated/calls/loan-details/generate-vcode.ts';
import { callApi, loadApi, type ApiResult } from './client.ts';

// The repayment calls (SPEC.md section 7): the order's repayment info (Repayment of period), its extension info
// (Repayment of delay), and the start of a payment through a channel.

export type RepaymentInfo = LoanPlayDetail['response'];
export type ExtensionInfo = RolloverInfo['response'];
export type GenerateVcodeRequest = NonNullable<GenerateVcode['request']>;

/** A refusal (another borrower's order, one already repaid) is shown in the error state, not toasted as well. */
export async function fetchRepaymentInfo(productId: string, orderId: string): Promise<RepaymentInfo> {
  return loadApi(loanPlayDetailCall, { productId, orderId });
}

export async function fetchExtensionInfo(productId: string, orderId: string): Promise<ExtensionInfo> {
  return loadApi(rolloverInfoCall, { productId, orderId });
}

/** No key (nothing fetched) while the query lacks productId or orderId. */
export function useRepaymentInfo(productId: string | undefined, orderId: string | undefined): Loaded<RepaymentInfo> {
  return useLoad(productId && orderId ? [loanPlayDetailCall.path, productId, orderId] : null, ([, product, order]: [string, string, string]) =>
    fetchRepaymentInfo(product, order),
  );
}

export function useExtensionInfo(productId: string | undefined, orderId: string | undefined): Loaded<ExtensionInfo> {
  return useLoad(productId && orderId ? [rolloverInfoCall.path, productId, orderId] : null, ([, product, order]: [string, string, string]) =>
    fetchExtensionInfo(product, order),
  );
}

/** Starts a payment; a failure envelope's message is toasted by the client (the borrower stays on the page). */
export function generateVcode(request: GenerateVcodeRequest): Promise<ApiResult<GenerateVcode['response']>> {
  return callApi(generateVcodeCall, request);
}
