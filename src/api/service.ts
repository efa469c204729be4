import type { EventSave } from '../../generated/types/api/service/event-save.ts';
import type { RecommendedProduct } from '../../generated/types/api/service/recommended-product.ts';
import { eventSaveCall } from '../../generated/calls/service/event-save.ts';
import { callApi, type ApiResult } from './client.ts';

// /diving/service: the analytics event. The joint-login failure's call of the same group is in joint-login-failure.ts.

export type { RecommendedProduct };
export type { JointLoginFailure } from './joint-login-failure.ts';

/** Records a borrower action for analytics (e.g. Borrow Again: moduleId 30, positionId 0). */
export function saveEvent(event: EventSave['request']): Promise<ApiResult<EventSave['response']>> {
  // Analytics never bothers the borrower: a failure is not toasted.
  return callApi(eventSaveCall, event, { toastOnFailure: false });
}
