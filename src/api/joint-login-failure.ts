import { useLoad, type Loaded } from '../platform/use-load.ts';
import type { JointLoginFailure as JointLoginFailureCall } from '../../generated/types/api/service/joint-login-failure.ts';
import { jointLoginFailureCall } from '../../generated/calls/service/joint-login-failure.ts';
import { loadApi } from './client.ts';

// The joint-login failure's call, in a file of its own rather than with the rest of /diving/service: a page loads
// every fetcher and hook of a file it imports from, and Loan details, which records events there, has no use for this one.

export type JointLoginFailure = JointLoginFailureCall['response'];

export async function fetchJointLoginFailure(): Promise<JointLoginFailure> {
  return loadApi(jointLoginFailureCall, {});
}

export function useJointLoginFailure(): Loaded<JointLoginFailure> {
  return useLoad(jointLoginFailureCall.path, fetchJointLoginFailure);
}
