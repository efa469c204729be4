import { produce } from 'immer';
import { isHeldKey, type HeldKey } from '../platform/idempotency-key.ts';
import type { RegistrationData } from './registration-form.ts';

// What the visitor typed survives a failed call, a trip to the agreement page and a reload of the tab
// (sessionStorage: this tab only, gone when it closes). The picture code is never kept: each image is new.
// The idempotency keys of the last SMS request and the last register are kept with it, so a retry of the same
// submit sends the same key and the server sends one SMS and registers once. (A reload draws a new sid and picture
// code, which make a new submit, so a key is reused within one page load in practice.)

export interface RegistrationDraft {
  phone?: string;
  smsCode?: string;
  /** When the SMS button may send again (ms since the epoch), so a reload keeps the countdown. */
  smsWaitUntil?: number;
  smsKey?: HeldKey;
  registerKey?: HeldKey;
}

export type SubmitKeyName = 'smsKey' | 'registerKey';

function keyOf(templateId: string): string {
  return `promo.registration.${templateId}`;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be switched off (private modes, some WebViews): the page then simply keeps nothing.
    return undefined;
  }
}

function digits(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && /^[0-9]+$/.test(value) ? value.slice(0, max) : undefined;
}

export function loadDraft(templateId: string): RegistrationDraft {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(keyOf(templateId)) ?? '{}');
    if (!raw || typeof raw !== 'object') return {};
    const draft = raw as Record<string, unknown>;
    const wait = draft.smsWaitUntil;
    return {
      phone: digits(draft.phone, 20),
      smsCode: digits(draft.smsCode, 6),
      smsWaitUntil: typeof wait === 'number' && Number.isFinite(wait) ? wait : undefined,
      smsKey: isHeldKey(draft.smsKey) ? draft.smsKey : undefined,
      registerKey: isHeldKey(draft.registerKey) ? draft.registerKey : undefined,
    };
  } catch {
    return {};
  }
}

/** The stored draft with what was typed and the SMS countdown; updated through immer's produce, as every draft is. */
export function saveDraft(templateId: string, data: RegistrationData, smsWaitUntil: number | undefined): void {
  store(templateId, produce(loadDraft(templateId), (next) => {
    next.phone = data.phone;
    next.smsCode = data.smsCode;
    next.smsWaitUntil = smsWaitUntil;
  }));
}

/** The stored draft with a submit's key, or without it once that submit was answered. */
export function saveSubmitKey(templateId: string, name: SubmitKeyName, held: HeldKey | undefined): void {
  store(templateId, produce(loadDraft(templateId), (next) => {
    next[name] = held;
  }));
}

function store(templateId: string, draft: RegistrationDraft): void {
  try {
    storage()?.setItem(keyOf(templateId), JSON.stringify(draft));
  } catch {
    // A full or blocked storage loses the draft, not the registration.
  }
}

export function clearDraft(templateId: string): void {
  try {
    storage()?.removeItem(keyOf(templateId));
  } catch {
    // As above.
  }
}
