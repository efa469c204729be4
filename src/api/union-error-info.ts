import { useLoad, type Loaded } from '../platform/use-load.ts';
import type { UnionErrorInfo as UnionErrorInfoCall } from '../../generated/types/api/service/union-error-info.ts';
import { unionErrorInfoCall } from '../../generated/calls/service/union-error-info.ts';
import { loadApi } from './client.ts';

// The joint-login failure's call, in a file of its own rather than with the rest of /diving/service: a page loads
// every fetcher and hook of a file it imports from, and Loan details, which records events there, has no use for this one.

export type UnionErrorInfo = UnionErrorInfoCall['response'];

export async function fetchUnionErrorInfo(): Promise<UnionErrorInfo> {
  return loadApi(unionErrorInfoCall, {});
}

export function useUnionErrorInfo(): Loaded<UnionErrorInfo> {
  return useLoad(unionErrorInfoCall.path, fetchUnionErrorInfo);
}
