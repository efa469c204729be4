import { useLoad, type Loaded } from '../platform/use-load.ts';
import type { GopiaAgreementJump } from '../../generated/types/api/gopia/agreement-jump.ts';
import type { GopiaAgreementList } from '../../generated/types/api/gopia/agreement-list.ts';
import type { GopiaDefine } from '../../generated/types/api/gopia/define.ts';
import type { GopiaLoanConfirm } from '../../generated/types/api/gopia/loan-confirm.ts';
import type { GopiaLoanPush } from '../../generated/types/api/gopia/loan-push.ts';
import type { GopiaProductClick } from '../../generated/types/api/gopia/product-click.ts';
import { gopiaAgreementJumpCall } from '../../generated/calls/gopia/agreement-jump.ts';
import { gopiaAgreementListCall } from '../../generated/calls/gopia/agreement-list.ts';
import { gopiaDefineCall } from '../../generated/calls/gopia/define.ts';
import { gopiaLoanConfirmCall } from '../../generated/calls/gopia/loan-confirm.ts';
import { gopiaLoanPushCall } from '../../generated/calls/gopia/loan-push.ts';
import { gopiaProductClickCall } from '../../generated/calls/gopia/product-click.ts';
import { callApi, loadApi, type ApiResult } from './client.ts';

/**
 * Where a recommended product's button leads. A failure's message is toasted (SPEC.md section 8:
 * 'Recommended product call non-00: server message toast').
 */
export function fetchProductLink(request: GopiaDefine['request']): Promise<ApiResult<GopiaDefine['response']>> {
  return callApi(gopiaDefineCall, request);
}

/** The older product click tracking (SPEC.md section 7). Analytics: a failure is not toasted. */
export function trackProductClick(request: GopiaProductClick['request']): Promise<ApiResult<GopiaProductClick['response']>> {
  return callApi(gopiaProductClickCall, request, { toastOnFailure: false });
}

// Loan confirmation, the older variant (SPEC.md section 7's /gopia/goya calls, whose contract is ours:
// schemas/api/gopia/loan-confirm.json and its siblings).

export type ClassicLoanConfirm = GopiaLoanConfirm['response'];
export type ClassicAgreements = GopiaAgreementList['response']['agreements'];
export type ClassicLoanPushRequest = NonNullable<GopiaLoanPush['request']>;

/** SPEC.md section 8: the old confirm API's refusal shows the server message (here in the error state, once). */
export async function fetchClassicLoanConfirm(productId: string): Promise<ClassicLoanConfirm> {
  return loadApi(gopiaLoanConfirmCall, { productId });
}

export async function fetchClassicAgreements(productId: string): Promise<ClassicAgreements> {
  return (await loadApi(gopiaAgreementListCall, { productId })).agreements;
}

export function useClassicLoanConfirm(productId: string | undefined): Loaded<ClassicLoanConfirm> {
  return useLoad(productId ? [gopiaLoanConfirmCall.path, productId] : null, ([, product]: [string, string]) => fetchClassicLoanConfirm(product));
}

export function useClassicAgreements(productId: string | undefined): Loaded<ClassicAgreements> {
  return useLoad(productId ? [gopiaAgreementListCall.path, productId] : null, ([, product]: [string, string]) => fetchClassicAgreements(product));
}

export function jumpToClassicAgreement(productId: string, position: string): Promise<ApiResult<GopiaAgreementJump['response']>> {
  return callApi(gopiaAgreementJumpCall, { productId, position });
}

export function pushClassicLoan(request: ClassicLoanPushRequest): Promise<ApiResult<GopiaLoanPush['response']>> {
  return callApi(gopiaLoanPushCall, request);
}
