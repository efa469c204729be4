import { useLoad, type Loaded } from '../platform/use-load.ts';
import type { Contract } from '../../generated/types/api/contract/contract.ts';
import type { ContractJump } from '../../generated/types/api/contract/contract-jump.ts';
import type { LoanDetailConfirm } from '../../generated/types/api/loan-confirm/loan-detail-confirm.ts';
import type { LoanDetailPush } from '../../generated/types/api/loan-confirm/loan-detail-push.ts';
import { contractCall } from '../../generated/calls/contract/contract.ts';
import { contractJumpCall } from '../../generated/calls/contract/contract-jump.ts';
import { loanDetailConfirmCall } from '../../generated/calls/loan-confirm/loan-detail-confirm.ts';
import { loanDetailPushCall } from '../../generated/calls/loan-confirm/loan-detail-push.ts';
import { callApi, loadApi, type ApiResult } from './client.ts';

// Loan confirmation, version 3 (SPEC.md section 7): the terms, the scene-3 agreements, an agreement's page and the push.

export type LoanConfirm = LoanDetailConfirm['response'];
export type Agreements = Contract['response']['data'];
export type LoanPushRequest = NonNullable<LoanDetailPush['request']>;

/** SPEC.md section 8: loan-confirm with success false shows nothing but the error state. */
export async function fetchLoanConfirm(productId: string): Promise<LoanConfirm> {
  return loadApi(loanDetailConfirmCall, { productId });
}

export async function fetchAgreements(productId: string): Promise<Agreements> {
  return (await loadApi(contractCall, { productId, scene: '3' })).data;
}

/** No key (nothing fetched) while the query lacks productId. */
export function useLoanConfirm(productId: string | undefined): Loaded<LoanConfirm> {
  return useLoad(productId ? [loanDetailConfirmCall.path, productId] : null, ([, product]: [string, string]) => fetchLoanConfirm(product));
}

export function useAgreements(productId: string | undefined): Loaded<Agreements> {
  return useLoad(productId ? [contractCall.path, productId, '3'] : null, ([, product]: [string, string, string]) => fetchAgreements(product));
}

/** An agreement's page; a failure envelope's message is toasted by the client. */
export function jumpToAgreement(productId: string, position: string): Promise<ApiResult<ContractJump['response']>> {
  return callApi(contractJumpCall, { productId, scene: '3', position });
}

/** Takes the loan; a failure envelope's message is toasted by the client (the borrower stays on the page). */
export function pushLoan(request: LoanPushRequest): Promise<ApiResult<LoanDetailPush['response']>> {
  return callApi(loanDetailPushCall, request);
}
