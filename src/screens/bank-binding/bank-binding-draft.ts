import { produce } from 'immer';
import { ALL_CARD_TYPES } from '../../../core/card-init/card-init-adapter.ts';
import type { AdaptedCardInit } from '../../../core/card-init/card-init-types.ts';
import { isHeldKey, type HeldKey } from '../../platform/idempotency-key.ts';
import { readStored, removeStored, writeStored } from '../../platform/web-storage.ts';

// What the borrower typed, per tab, kept in the page session's storage so that a failed submit, a
// reload or a crash of the WebView's page loses nothing (DESIGN.md: nothing they typed lost). It is
// cleared once the binding succeeds.
//
// An item of every card type (cardTypeMi 0) is the same item on every tab, so its answer is shared;
// an item of one card type keeps its answer on its own tab. A field the borrower emptied is stored
// as null, so that a pre-fill does not come back over it.

export type DraftValues = Readonly<Record<string, string | null>>;

export interface BindingDraft {
  /** The tab last shown. */
  cardType?: number;
  shared: DraftValues;
  byCardType: Readonly<Record<string, DraftValues>>;
}

export const emptyDraft: BindingDraft = { shared: {}, byCardType: {} };

export function draftKey(productId: string): string {
  return `bankBinding.draft.${productId}`;
}

/** The form data of one tab: pre-fills, then what was typed over them. */
export function tabFormData(draft: BindingDraft, cardType: number, adapted: Pick<AdaptedCardInit, 'fields' | 'formDataDefaults'>): Record<string, string> {
  const own = draft.byCardType[String(cardType)] ?? {};
  const formData: Record<string, string> = {};
  for (const field of adapted.fields) {
    const typed = field.cardTypeMi === ALL_CARD_TYPES ? draft.shared[field.code] : own[field.code];
    const value = typed === undefined ? adapted.formDataDefaults[field.code] : typed;
    if (typeof value === 'string' && value !== '') formData[field.code] = value;
  }
  return formData;
}

// The draft is state that React compares by reference: it is updated through immer's produce (DESIGN.md), which
// copies only what a change touches and hands back the same draft when nothing changed.

/** The draft after a change on one tab's form: each field's answer goes to the shared or the tab's own values. */
export function withTabChange(draft: BindingDraft, cardType: number, adapted: Pick<AdaptedCardInit, 'fields'>, formData: Readonly<Record<string, unknown>>): BindingDraft {
  return produce(draft, (next) => {
    next.cardType = cardType;
    const own = (next.byCardType[String(cardType)] ??= {});
    for (const field of adapted.fields) {
      const value = formData[field.code];
      const answer = value === undefined || value === null || value === '' ? null : String(value);
      if (field.cardTypeMi === ALL_CARD_TYPES) next.shared[field.code] = answer;
      else own[field.code] = answer;
    }
  });
}

/** The draft with another tab shown; every tab's answers stay. */
export function withCardType(draft: BindingDraft, cardType: number): BindingDraft {
  return produce(draft, (next) => {
    next.cardType = cardType;
  });
}

function isValues(value: unknown): value is DraftValues {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => entry === null || typeof entry === 'string')
  );
}

/** A stored draft, or the empty one when there is none or it is unreadable (storage off, an old shape). */
export function readDraft(storage: Pick<Storage, 'getItem'> | undefined, productId: string): BindingDraft {
  return readStored(storage, draftKey(productId), asDraft) ?? emptyDraft;
}

function asDraft(parsed: unknown): BindingDraft | undefined {
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { cardType, shared, byCardType } = parsed as Record<string, unknown>;
  if (!isValues(shared) || typeof byCardType !== 'object' || byCardType === null || !Object.values(byCardType).every(isValues)) return undefined;
  return { ...(typeof cardType === 'number' ? { cardType } : {}), shared, byCardType: byCardType as Record<string, DraftValues> };
}

export function writeDraft(storage: Pick<Storage, 'setItem'> | undefined, productId: string, draft: BindingDraft): void {
  writeStored(storage, draftKey(productId), draft);
}

// Beside the draft, the idempotency key of the last submit and what it submitted: a retry after a lost answer or a
// reload sends the same key, so the server binds once (DESIGN.md Safety rules). It has its own entry, since the
// form writes the draft from its own copy, which knows nothing of submits.

export function submitKeyKey(productId: string): string {
  return `bankBinding.submitKey.${productId}`;
}

export function readSubmitKey(storage: Pick<Storage, 'getItem'> | undefined, productId: string): HeldKey | undefined {
  return readStored(storage, submitKeyKey(productId), (parsed) => (isHeldKey(parsed) ? parsed : undefined));
}

export function writeSubmitKey(storage: Pick<Storage, 'setItem'> | undefined, productId: string, held: HeldKey): void {
  writeStored(storage, submitKeyKey(productId), held);
}

/** Forgets the draft and its submit key: the binding succeeded. */
export function clearDraft(storage: Pick<Storage, 'removeItem'> | undefined, productId: string): void {
  removeStored(storage, draftKey(productId), submitKeyKey(productId));
}
