import { changed } from '../../platform/changed.ts';
import { ALL_CARD_TYPES } from '../../../core/card-init/card-init-adapter.ts';
import type { AdaptedCardInit } from '../../../core/card-init/card-init-types.ts';
import type { BankBindingDraft } from '../../../generated/types/storage/bank-binding-draft.ts';
import type { BankBindingSubmitKey } from '../../../generated/types/storage/bank-binding-submit-key.ts';
import { validate as validateDraft } from '../../../generated/validators/storage/bank-binding-draft.js';
import { validate as validateSubmitKey } from '../../../generated/validators/storage/bank-binding-submit-key.js';
import type { HeldKey } from '../../platform/idempotency-key.ts';
import { readStored, removeStored, writeStored, type StoredEntry } from '../../platform/web-storage.ts';

// What the borrower typed, per tab, kept in the page session's storage so that a failed submit, a
// reload or a crash of the WebView's page loses nothing (DESIGN.md: nothing they typed lost). It is
// cleared once the binding succeeds.
//
// An item of every card type (cardTypeMi 0) is the same item on every tab, so its answer is shared;
// an item of one card type keeps its answer on its own tab. A field the borrower emptied is stored
// as null, so that a pre-fill does not come back over it.
//
// The answers of account and card number items (widget bankCard or number) are sensitive: they go to the draft's
// `sensitive` values, which its schema (schemas/storage/bank-binding-draft.json) marks "x-sensitive", so they stay in
// the page's memory and are never written to storage. After a reload the borrower types them again.

export type DraftValues = Readonly<Record<string, string | null>>;

export type BindingDraft = Readonly<BankBindingDraft>;

export const emptyDraft: BindingDraft = { shared: {}, byCardType: {} };

export function draftKey(productId: string): string {
  return `bankBinding.draft.${productId}`;
}

export function draftEntry(productId: string): StoredEntry<BindingDraft> {
  return { key: draftKey(productId), area: 'session', validate: validateDraft, sensitive: ['sensitive'] };
}

const SENSITIVE_WIDGETS: ReadonlySet<string> = new Set(['bankCard', 'number']);

/** Where an item's answer is kept: its values' scope (ALL_CARD_TYPES for every-type items) and whether in memory only. */
export function placeOf(field: Pick<AdaptedCardInit['fields'][number], 'cardTypeMi' | 'widget'>, cardType: number) {
  const shared = field.cardTypeMi === ALL_CARD_TYPES;
  return { shared, scope: String(shared ? ALL_CARD_TYPES : cardType), sensitive: SENSITIVE_WIDGETS.has(field.widget) };
}

/** The form data of one tab: pre-fills, then what was typed over them. */
export function tabFormData(draft: BindingDraft, cardType: number, adapted: Pick<AdaptedCardInit, 'fields' | 'formDataDefaults'>): Record<string, string> {
  const own = draft.byCardType[String(cardType)] ?? {};
  const formData: Record<string, string> = {};
  for (const field of adapted.fields) {
    const place = placeOf(field, cardType);
    const typed = place.sensitive ? draft.sensitive?.[place.scope]?.[field.code] : place.shared ? draft.shared[field.code] : own[field.code];
    const value = typed === undefined ? adapted.formDataDefaults[field.code] : typed;
    if (typeof value === 'string' && value !== '') formData[field.code] = value;
  }
  return formData;
}

// The draft is state that React compares by reference: it is changed on a copy (src/platform/changed.ts), which hands
// back the same draft when nothing changed.

/**
 * The draft after a change on one tab's form: each field's answer goes to the shared or the tab's own values, and the
 * draft records the version of the items it was typed under (0: the server's card-init items).
 */
export function withTabChange(
  draft: BindingDraft,
  cardType: number,
  adapted: Pick<AdaptedCardInit, 'fields'>,
  formData: Readonly<Record<string, unknown>>,
  itemsVersion = 0,
): BindingDraft {
  return changed(draft, (next) => {
    next.cardType = cardType;
    next.itemsVersion = itemsVersion;
    const own = (next.byCardType[String(cardType)] ??= {});
    for (const field of adapted.fields) {
      const value = formData[field.code];
      const answer = value === undefined || value === null || value === '' ? null : String(value);
      const place = placeOf(field, cardType);
      if (place.sensitive) ((next.sensitive ??= {})[place.scope] ??= {})[field.code] = answer;
      else if (place.shared) next.shared[field.code] = answer;
      else own[field.code] = answer;
    }
  });
}

/** The draft with another tab shown; every tab's answers stay. */
export function withCardType(draft: BindingDraft, cardType: number): BindingDraft {
  return changed(draft, (next) => {
    next.cardType = cardType;
  });
}

/** A stored draft, or the empty one when there is none or it is unreadable (storage off, an old shape). */
export function readDraft(storage: Pick<Storage, 'getItem'> | undefined, productId: string): BindingDraft {
  return readStored(draftEntry(productId), storage) ?? emptyDraft;
}

/** Stores the draft without its sensitive values. */
export function writeDraft(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, productId: string, draft: BindingDraft): void {
  writeStored(draftEntry(productId), draft, storage);
}

// Beside the draft, the idempotency key of the last submit and what it submitted: a retry after a lost answer or a
// reload sends the same key, so the server binds once (DESIGN.md Safety rules). It has its own entry, since the
// form writes the draft from its own copy, which knows nothing of submits.

export function submitKeyKey(productId: string): string {
  return `bankBinding.submitKey.${productId}`;
}

export function submitKeyEntry(productId: string): StoredEntry<BankBindingSubmitKey> {
  return { key: submitKeyKey(productId), area: 'session', validate: validateSubmitKey };
}

export function readSubmitKey(storage: Pick<Storage, 'getItem'> | undefined, productId: string): HeldKey | undefined {
  return readStored(submitKeyEntry(productId), storage);
}

export function writeSubmitKey(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, productId: string, held: HeldKey | undefined): void {
  if (held) writeStored(submitKeyEntry(productId), held, storage);
  else removeStored([submitKeyEntry(productId)], storage);
}

/** Forgets the draft and its submit key: the binding succeeded. */
export function clearDraft(storage: Pick<Storage, 'removeItem'> | undefined, productId: string): void {
  removeStored([draftEntry(productId), submitKeyEntry(productId)], storage);
}
