import { changed } from '../platform/changed.ts';
import type { RegistrationDraft } from '../../generated/types/storage/registration-draft.ts';
import { validate } from '../../generated/validators/storage/registration-draft.js';
import type { HeldKey, KeyStore } from '../platform/idempotency-key.ts';
import { readStored, removeStored, writeStored, type StoredEntry } from '../platform/web-storage.ts';
import type { RegistrationData } from './registration-form.ts';

// What the visitor typed survives a failed call, a trip to the agreement page and a reload of the tab
// (sessionStorage: this tab only, gone when it closes; schemas/storage/registration-draft.json). The picture code is
// never kept: each image is new. The SMS code is sensitive: it stays in this page's memory and is never stored.
// The idempotency keys of the last SMS request and the last register are kept with it, so a retry of the same
// submit sends the same key and the server sends one SMS and registers once. (A reload draws a new sid and picture
// code, which make a new submit, so a key is reused within one page load in practice.)

export type { RegistrationDraft };

export type SubmitKeyName = 'smsKey' | 'registerKey';

export function registrationDraftEntry(templateId: string): StoredEntry<RegistrationDraft> {
  return { key: `promo.registration.${templateId}`, area: 'session', validate, sensitive: ['smsCode'] };
}

/**
 * The draft as this page holds it: the stored one, with what was typed but is never stored (the SMS code) from this
 * page's memory.
 */
const inMemory = new Map<string, Pick<RegistrationDraft, 'smsCode'>>();

export function loadDraft(templateId: string): RegistrationDraft {
  return { ...readStored(registrationDraftEntry(templateId)), ...inMemory.get(templateId) };
}

/** The bundled form's own fields: the draft keeps them at its top, and a published version's added ones under `fields`. */
const ownFields = new Set(['phone', 'capcode', 'smsCode']);

/** What the form holds from the draft: the bundled fields and the answers to fields a published version added. */
export function draftFormData(draft: RegistrationDraft): RegistrationData {
  return { ...(draft.fields as Record<string, never> | undefined), phone: draft.phone, smsCode: draft.smsCode };
}

/**
 * The stored draft with what was typed, under form version `formVersion` (issue 26; 0, the bundled copy, is not
 * written), and the SMS countdown; changed on a copy, as every draft is (src/platform/changed.ts). The picture code is never kept.
 */
export function saveDraft(templateId: string, data: RegistrationData, smsWaitUntil: number | undefined, formVersion = 0): void {
  store(templateId, changed(loadDraft(templateId), (next) => {
    next.phone = data.phone;
    next.smsCode = data.smsCode;
    next.smsWaitUntil = smsWaitUntil;
    const added = Object.entries(data as Record<string, unknown>).filter(([field, value]) => !ownFields.has(field) && value !== undefined && value !== null && value !== '');
    if (added.length > 0) next.fields = Object.fromEntries(added) as RegistrationDraft['fields'];
    else delete next.fields;
    if (formVersion > 0) next.formVersion = formVersion;
    else delete next.formVersion;
  }));
}

/** Where a submit's key is kept: in the draft, beside what was typed, until that submit was answered. */
export function submitKeyStore(templateId: string, name: SubmitKeyName): KeyStore {
  return {
    read: () => loadDraft(templateId)[name],
    write: (held: HeldKey | undefined) =>
      store(templateId, changed(loadDraft(templateId), (next) => {
        next[name] = held;
      })),
  };
}

function store(templateId: string, draft: RegistrationDraft): void {
  inMemory.set(templateId, { smsCode: draft.smsCode });
  // A full or blocked storage loses the stored copy, not the registration.
  writeStored(registrationDraftEntry(templateId), draft);
}

export function clearDraft(templateId: string): void {
  inMemory.delete(templateId);
  removeStored([registrationDraftEntry(templateId)]);
}
