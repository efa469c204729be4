import { useLoad, type Loaded } from '../platform/use-load.ts';
import type { ClassicAgreementJump } from '../../generated/types/api/loan-confirm-classic/agreement-jump.ts';
import type { ClassicAgreementList } from '../../generated/types/api/loan-confirm-classic/agreement-list.ts';
import type { ClassicLoanConfirm as ClassicLoanConfirmCall } from '../../generated/types/api/loan-confirm-classic/loan-confirm.ts';
import type { ClassicLoanPush } from '../../generated/types/api/loan-confirm-classic/loan-push.ts';
import { classicAgreementJumpCall } from '../../generated/calls/loan-confirm-classic/agreement-jump.ts';
import { classicAgreementListCall } from '../../generated/calls/loan-confirm-classic/agreement-list.ts';
import { classicLoanConfirmCall } from '../../generated/calls/loan-confirm-classic/loan-confirm.ts';
import { classicLoanPushCall } from '../../generated/calls/loan-confirm-classic/loan-push.ts';
import { callApi, loadApi, type ApiResult } from './client.ts';

// Loan confirmation, the older variant (SPEC.md section 7's /gopia/goya calls, whose contract is ours:
// schemas/api/loan-confirm-classic/loan-confirm.json and its siblings).

export type ClassicLoanConfirm = ClassicLoanConfirmCall['response'];
export type ClassicAgreements = ClassicAgreementList['response']['agreements'];
export type ClassicLoanPushRequest = NonNullable<ClassicLoanPush['request']>;

/** SPEC.md section 8: the old confirm API's refusal shows the server message (here in the error state, once). */
export async function fetchClassicLoanConfirm(productId: string): Promise<ClassicLoanConfirm> {
  return loadApi(classicLoanConfirmCall, { productId });
}

export async function fetchClassicAgreements(productId: string): Promise<ClassicAgreements> {
  return (await loadApi(classicAgreementListCall, { productId })).agreements;
}

export function useClassicLoanConfirm(productId: string | undefined): Loaded<ClassicLoanConfirm> {
  return useLoad(productId ? [classicLoanConfirmCall.path, productId] : null, ([, product]: [string, string]) => fetchClassicLoanConfirm(product));
}

export function useClassicAgreements(productId: string | undefined): Loaded<ClassicAgreements> {
  return useLoad(productId ? [classicAgreementListCall.path, productId] : null, ([, product]: [string, string]) => fetchClassicAgreements(product));
}

export function jumpToClassicAgreement(productId: string, position: string): Promise<ApiResult<ClassicAgreementJump['response']>> {
  return callApi(classicAgreementJumpCall, { productId, position });
}

export function pushClassicLoan(request: ClassicLoanPushRequest): Promise<ApiResult<ClassicLoanPush['response']>> {
  return callApi(classicLoanPushCall, request);
}
