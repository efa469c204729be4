import useSWR, { type SWRResponse } from 'swr';
import { call as eventSaveRoute, type EventSave } from '../../generated/types/api/service/event-save.ts';
import { call as unionErrorInfoRoute, type UnionErrorInfo as UnionErrorInfoCall } from '../../generated/types/api/service/union-error-info.ts';
import type { RecommendedProduct } from '../../generated/types/api/service/recommended-product.ts';
import { callApi, dataOf, defineCall, type ApiResult } from './client.ts';

export type UnionErrorInfo = UnionErrorInfoCall['response'];
export type { RecommendedProduct };

export const eventSaveCall = defineCall<EventSave>(
  eventSaveRoute,
  async () => (await import('../../generated/validators/api/service/event-save.js')).validateResponse,
);
export const unionErrorInfoCall = defineCall<UnionErrorInfoCall>(
  unionErrorInfoRoute,
  async () => (await import('../../generated/validators/api/service/union-error-info.js')).validateResponse,
);

/** Records a borrower action for analytics (e.g. Borrow Again: moduleId 30, positionId 0). */
export function saveEvent(event: EventSave['request']): Promise<ApiResult<EventSave['response']>> {
  // Analytics never bothers the borrower: a failure is not toasted.
  return callApi(eventSaveCall, event, { toastOnFailure: false });
}

export async function fetchUnionErrorInfo(): Promise<UnionErrorInfo> {
  return dataOf(await callApi(unionErrorInfoCall, {}, { toastOnFailure: false }));
}

export function useUnionErrorInfo(): SWRResponse<UnionErrorInfo, unknown> {
  return useSWR(unionErrorInfoCall.path, fetchUnionErrorInfo);
}
