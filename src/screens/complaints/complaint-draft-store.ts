import type { KeyStore } from '../../platform/idempotency-key.ts';
import { useStoreAfterHydration } from '../../platform/use-store-after-hydration.ts';
import { changedDraft, clearDraft, emptyDraft, heldSendKey, readDraft, withSendKey, writeDraft, type ComplaintDraft } from './complaint-draft.ts';

// The draft in memory, one per page, shared by complaint home and the next page across in-page moves, and written
// to storage on every change (complaint-draft.ts). The list and the detail never load it.

let current: ComplaintDraft | undefined;
const listeners = new Set<() => void>();

function snapshot(): ComplaintDraft {
  current ??= readDraft();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isUntouched = (draft: ComplaintDraft) =>
  !draft.orderNo && !draft.problemType && draft.problemDetail === '' && draft.problemImages.length === 0;

function replace(next: ComplaintDraft, store: boolean): void {
  if (next === current) return;
  current = next;
  // An untouched draft is not worth a write (and finishing one must leave storage empty).
  if (store && !isUntouched(next)) writeDraft(next);
  for (const listener of listeners) listener();
}

export interface ComplaintDraftStore {
  /** undefined while the page is drawn at build time and hydrated (there is no storage then). */
  draft: ComplaintDraft | undefined;
  update: (change: Parameters<typeof changedDraft>[1]) => void;
  /** After a successful save: storage emptied, and a fresh draft. */
  finish: () => void;
}

const update: ComplaintDraftStore['update'] = (change) => replace(changedDraft(snapshot(), change), true);
const finish = () => {
  clearDraft();
  replace(emptyDraft(), false);
};

/** Where the send's idempotency key is kept (useIntentKeys): in the draft, so a retry after a reload sends it again. */
export const sendKeyStore: KeyStore = {
  read: () => heldSendKey(snapshot()),
  write: (held) => update((next) => withSendKey(next, held)),
};

export function useComplaintDraft(): ComplaintDraftStore {
  const draft = useStoreAfterHydration(subscribe, snapshot);
  return { draft, update, finish };
}

/** For tests: forget the draft in memory, as a new page load would. */
export function resetDraftStore(): void {
  current = undefined;
}
