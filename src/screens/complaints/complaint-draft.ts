import { changed } from '../../platform/changed.ts';
import type { ComplaintDraft } from '../../../generated/types/storage/complaint-draft.ts';
import { validate } from '../../../generated/validators/storage/complaint-draft.js';
import type { HeldKey } from '../../platform/idempotency-key.ts';
import { readStored, removeStored, writeStored, type StoredEntry } from '../../platform/web-storage.ts';

// The complaint being written (schemas/storage/complaint-draft.json): the order, the type, the words and the URLs
// of the images already uploaded. It is written to localStorage on every change and read back through the
// schema's validator, so a reload, a closed web view or a failed send loses nothing, and a tampered or outdated
// entry is dropped rather than crashing the page. Only a successful save clears it.

export type { ComplaintDraft };

export const complaintDraftKey = 'complaint.draft';

export const complaintDraftEntry: StoredEntry<ComplaintDraft> = { key: complaintDraftKey, area: 'local', validate };

export function emptyDraft(): ComplaintDraft {
  return { problemDetail: '', problemImages: [] };
}

/** The stored draft, or a new empty one when there is none, storage is off, or the entry breaks the schema. */
export function readDraft(storage?: Pick<Storage, 'getItem'>): ComplaintDraft {
  return readStored(complaintDraftEntry, storage) ?? emptyDraft();
}

export function writeDraft(draft: ComplaintDraft, storage?: Pick<Storage, 'setItem' | 'removeItem'>): void {
  writeStored(complaintDraftEntry, draft, storage);
}

export function clearDraft(storage?: Pick<Storage, 'removeItem'>): void {
  removeStored([complaintDraftEntry], storage);
}

/** The draft after `change`, the stored one left as it was. */
export function changedDraft(draft: ComplaintDraft, change: (next: ComplaintDraft) => void): ComplaintDraft {
  return changed(draft, change);
}

/**
 * What a send means (the intent its idempotency key is for): the order, the type and the sub-type. New words or
 * images after a lost answer are the same complaint, sent again with its key, so the server saves it once; another
 * subject is another complaint.
 */
export function complaintSubject(draft: ComplaintDraft): string {
  return `${draft.orderNo}|${draft.problemType?.value}|${draft.problemSonType?.value}`;
}

/** The send key the draft holds. A draft saved before `sendKey` holds its subject's key as `idempotencyKey`. */
export function heldSendKey(draft: ComplaintDraft): HeldKey | undefined {
  if (draft.sendKey) return draft.sendKey;
  return draft.idempotencyKey ? { intent: complaintSubject(draft), key: draft.idempotencyKey } : undefined;
}

/** Puts the send key in the draft (inside a change on a copy), in place of the older field. */
export function withSendKey(next: ComplaintDraft, held: HeldKey | undefined): void {
  delete next.idempotencyKey;
  if (held) next.sendKey = held;
  else delete next.sendKey;
}

/** The form's values the draft holds: the words, the images and the answers to fields a published version adds. */
export function draftFormValues(draft: ComplaintDraft): Record<string, unknown> {
  return { ...draft.fields, problemDetail: draft.problemDetail, problemImages: draft.problemImages };
}

type FieldValue = NonNullable<ComplaintDraft['fields']>[string];

function isFieldValue(value: unknown): value is FieldValue {
  const scalar = (item: unknown) => typeof item === 'string' || typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item));
  return scalar(value) || (Array.isArray(value) && value.every(scalar));
}

/**
 * Puts the form's values of version `version` into the draft (inside a change on a copy): the words and images in their
 * places, any other field's answer in `fields`, and the version they were made under.
 */
export function withFormValues(next: ComplaintDraft, values: Readonly<Record<string, unknown>>, version: number): void {
  const { problemDetail, problemImages, ...others } = values;
  next.problemDetail = typeof problemDetail === 'string' ? problemDetail : '';
  next.problemImages = Array.isArray(problemImages) ? problemImages.filter((url): url is string => typeof url === 'string') : [];
  const fields = Object.fromEntries(Object.entries(others).filter((entry): entry is [string, FieldValue] => isFieldValue(entry[1]) && entry[1] !== ''));
  if (Object.keys(fields).length > 0) next.fields = fields;
  else delete next.fields;
  if (version > 0) next.formVersion = version;
  else delete next.formVersion;
}
