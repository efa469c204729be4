import type { ProblemInit } from '../../generated/types/api/complaints/problem-init.ts';
import type { ProblemInitGet } from '../../generated/types/api/complaints/problem-init-get.ts';
import type { UploadProblemImg } from '../../generated/types/api/complaints/upload-problem-img.ts';
import type { ProblemSave } from '../../generated/types/api/complaints/problem-save.ts';
import type { ProblemList } from '../../generated/types/api/complaints/problem-list.ts';
import type { ProblemDetail } from '../../generated/types/api/complaints/problem-detail.ts';
import type { SaveScore } from '../../generated/types/api/complaints/save-score.ts';
import { borrowerOrders, complaintDetail, complaintTabs, problemTypes, saveComplaint, scoreComplaint, storeImage } from '../domain/complaints.ts';
import { orderNotFound } from '../domain/repayment.ts';
import { borrowerOf, defineHandler, type CallContext, type HandlerGroup } from './types.ts';

// Complaints (issue 15, SPEC.md section 7 /user-problem/*), over server/domain/complaints.ts.

/** Complaint home: the types, the collection sub-types, the selected order and all of the borrower's orders. */
async function problemInit(context: CallContext<ProblemInit['request']>): Promise<ProblemInit['response']> {
  const borrower = borrowerOf(context);
  const [{ types, sonTypes }, orders] = await Promise.all([problemTypes(context.db), borrowerOrders(context.db, borrower)]);
  const wanted = context.params.orderId;
  const selected = wanted === undefined ? (orders[0] ?? null) : orders.find((order) => order.orderNo === wanted);
  if (selected === undefined) throw orderNotFound();
  return { problemType: types, problemSonType: sonTypes, orderDetail: selected, orderList: orders };
}

export const handlers: HandlerGroup = {
  'complaints/problem-init': defineHandler<ProblemInit>(problemInit),
  // The same, as GET with orderId in the query (SPEC.md section 7).
  'complaints/problem-init-get': defineHandler<ProblemInitGet>(problemInit),

  // One evidence image (multipart; calls.ts read it within its limits): checked by its first bytes, then stored.
  'complaints/upload-problem-img': defineHandler<UploadProblemImg>(async (context) => {
    if (!context.upload) throw new Error('upload-problem-img runs only with a file (calls.ts checks it).');
    const url = await storeImage(context.db, context.storage, borrowerOf(context), context.upload.bytes);
    return { url } satisfies UploadProblemImg['response'];
  }),

  // 'Send': one complaint per idempotency key.
  'complaints/problem-save': defineHandler<ProblemSave>(async (context) => {
    const { problemType, problemSonType, problemDetail, problemImage, orderNo, idempotencyKey } = context.params;
    const problemId = await saveComplaint(context.db, borrowerOf(context), { problemType, problemSonType, problemDetail, problemImage, orderNo, idempotencyKey });
    return { problemId } satisfies ProblemSave['response'];
  }),

  'complaints/problem-list': defineHandler<ProblemList>(async (context) => {
    return { tabs: await complaintTabs(context.db, borrowerOf(context)) } satisfies ProblemList['response'];
  }),

  'complaints/problem-detail': defineHandler<ProblemDetail>(async (context) => {
    return (await complaintDetail(context.db, borrowerOf(context), context.params.problemId)) satisfies ProblemDetail['response'];
  }),

  'complaints/save-score': defineHandler<SaveScore>(async (context) => {
    const { problemId, score, idempotencyKey } = context.params;
    return scoreComplaint(context.db, borrowerOf(context), problemId, score, idempotencyKey);
  }),
};
