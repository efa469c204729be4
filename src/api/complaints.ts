import { useLoad, type Loaded } from '../platform/use-load.ts';
import type { ProblemDetail } from '../../generated/types/api/complaints/problem-detail.ts';
import type { ProblemInit } from '../../generated/types/api/complaints/problem-init.ts';
import type { ProblemList } from '../../generated/types/api/complaints/problem-list.ts';
import type { ProblemSave } from '../../generated/types/api/complaints/problem-save.ts';
import type { SaveScore } from '../../generated/types/api/complaints/save-score.ts';
import { problemDetailCall } from '../../generated/calls/complaints/problem-detail.ts';
import { problemInitCall } from '../../generated/calls/complaints/problem-init.ts';
import { problemListCall } from '../../generated/calls/complaints/problem-list.ts';
import { problemSaveCall } from '../../generated/calls/complaints/problem-save.ts';
import { saveScoreCall } from '../../generated/calls/complaints/save-score.ts';
import type { Session } from '../platform/session.ts';
import { callApi, loadApi, type ApiResult } from './client.ts';
import { callRequest } from './request.ts';

// The complaint calls (SPEC.md section 7, /user-problem/*). The loads are shown by each screen's error state, not
// toasted as well; a refused save or score is toasted by the client and the borrower stays where they were.

export type ProblemInitData = ProblemInit['response'];
export type ProblemOrder = NonNullable<ProblemInitData['orderDetail']>;
export type ProblemOption = ProblemInitData['problemType'][number];
export type ProblemListData = ProblemList['response'];
export type ProblemDetailData = ProblemDetail['response'];
export type ProblemSaveRequest = ProblemSave['request'];

/** Value '1' of problemType is collection, which needs a sub-type (SPEC.md section 5). */
export const collectionType = '1';

/** problem-init's request: the page's order when its query names one (the same params the page sent early). */
function initParams(orderId: string | undefined): { orderId?: string } {
  return orderId ? { orderId } : {};
}

export function useProblemInit(orderId: string | undefined): Loaded<ProblemInitData> {
  return useLoad([problemInitCall.path, orderId ?? ''], async () =>
    loadApi(problemInitCall, initParams(orderId)),
  );
}

export function useProblemList(): Loaded<ProblemListData> {
  return useLoad([problemListCall.path], () => loadApi(problemListCall, {}));
}

/** No key (nothing fetched) without a problemId. */
export function useProblemDetail(problemId: string | undefined): Loaded<ProblemDetailData> {
  return useLoad(problemId ? [problemDetailCall.path, problemId] : null, async ([, id]: [string, string]) =>
    loadApi(problemDetailCall, { problemId: id }),
  );
}

/** Files the complaint; the same idempotency key answers the same complaint however often it is sent. */
export function saveProblem(request: ProblemSaveRequest): Promise<ApiResult<ProblemSave['response']>> {
  return callApi(problemSaveCall, request);
}

/** The rating; the same idempotency key answers as the first send did, never 'already scored'. */
export function saveScore(problemId: string, score: number, idempotencyKey: string): Promise<ApiResult<SaveScore['response']>> {
  return callApi(saveScoreCall, { problemId, score, idempotencyKey });
}

/**
 * Where an image of a complaint is shown from: the borrower's own uploads (root-relative '/user-problem/images/...')
 * are served only with the session, which rides in the query as on every call; any other URL is returned as given,
 * for the caller's URL policy to judge.
 */
export function problemImageSrc(url: string, session: Pick<Session, 'params' | 'headers'>): string {
  return url.startsWith('/user-problem/images/') ? callRequest('GET', url, {}, session).url : url;
}
