import useSWR, { type SWRResponse } from 'swr';
import { call as unionErrorInfoRoute, type UnionErrorInfo as UnionErrorInfoCall } from '../../generated/types/api/service/union-error-info.ts';
import { callApi, dataOf, defineCall } from './client.ts';

// The joint-login failure's call, in a file of its own rather than with the rest of /diving/service: a page loads
// every call of a file it imports from, and Loan details, which records events there, has no use for this one.

export type UnionErrorInfo = UnionErrorInfoCall['response'];

export const unionErrorInfoCall = defineCall<UnionErrorInfoCall>(
  unionErrorInfoRoute,
  async () => (await import('../../generated/validators/api/service/union-error-info.js')).validateResponse,
);

export async function fetchUnionErrorInfo(): Promise<UnionErrorInfo> {
  return dataOf(await callApi(unionErrorInfoCall, {}, { toastOnFailure: false }));
}

export function useUnionErrorInfo(): SWRResponse<UnionErrorInfo, unknown> {
  return useSWR(unionErrorInfoCall.path, fetchUnionErrorInfo);
}
