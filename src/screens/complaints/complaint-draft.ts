import { produce, type Draft } from 'immer';
import type { ComplaintDraft } from '../../../generated/types/storage/complaint-draft.ts';
import { validate } from '../../../generated/validators/storage/complaint-draft.js';
import { newIdempotencyKey } from '../../platform/idempotency-key.ts';
import { localStore, readStored, removeStored, writeStored } from '../../platform/web-storage.ts';

// The complaint being written (schemas/storage/complaint-draft.json): the order, the type, the words and the URLs
// of the images already uploaded. It is written to localStorage on every change and read back through the
// schema's validator, so a reload, a closed web view or a failed send loses nothing, and a tampered or outdated
// entry is dropped rather than crashing the page. Only a successful save clears it.

export type { ComplaintDraft };

export const complaintDraftKey = 'complaint.draft';

export function emptyDraft(): ComplaintDraft {
  return { problemDetail: '', problemImages: [], idempotencyKey: newIdempotencyKey() };
}

/** The stored draft, or a new empty one when there is none, storage is off, or the entry breaks the schema. */
export function readDraft(storage: Pick<Storage, 'getItem'> | undefined = localStore()): ComplaintDraft {
  return readStored(storage, complaintDraftKey, (parsed) => (validate(parsed) ? (parsed as ComplaintDraft) : undefined)) ?? emptyDraft();
}

export function writeDraft(draft: ComplaintDraft, storage: Pick<Storage, 'setItem'> | undefined = localStore()): void {
  writeStored(storage, complaintDraftKey, draft);
}

export function clearDraft(storage: Pick<Storage, 'removeItem'> | undefined = localStore()): void {
  removeStored(storage, complaintDraftKey);
}

/**
 * The draft after `change`. A change of what is being complained about (the order or the type) is a new send
 * intent, so it gets a new idempotency key: the old key with other params would be refused by the server.
 */
export function changedDraft(draft: ComplaintDraft, change: (next: Draft<ComplaintDraft>) => void): ComplaintDraft {
  return produce(draft, (next) => {
    change(next);
    const subject = (d: ComplaintDraft) => `${d.orderNo}|${d.problemType?.value}|${d.problemSonType?.value}`;
    if (subject(next as ComplaintDraft) !== subject(draft)) next.idempotencyKey = newIdempotencyKey();
  });
}
