import { changed } from '../../platform/changed.ts';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { AdaptedCardInit, CardInitData } from '../../../core/card-init/card-init-types.ts';
import type { adaptCardInit, checkCardInitConfig, resolveCardType } from '../../../core/card-init/card-init-adapter.ts';
import { carryDraft, fieldOfProperty, type FieldError } from '../../../core/publishing/draft-carry.ts';
import { validateResponse } from '../../../generated/validators/api/bank-binding/card-init.js';
import { notKeptText } from '../../ui/draft-across-versions.ts';
import { placeOf, type BindingDraft } from './bank-binding-draft.ts';

// Versions of a product's bank-binding items (issue 26: bank-binding/<productId>), what the page needs only when a
// version other than its draft's, or than the server's items, is in play: loaded then (bank-binding-screen.tsx,
// bank-binding-form.tsx). The page hands in its card-init rules (the adapter and the form's validator, already on it),
// so that this module brings none of its own.
// - A published version is read as this page can draw it: the card-init answer's contract (its precompiled validator,
//   which the card-init call already loads) and not one item the adapter cannot draw on any tab.
// - The draft across versions, by the rule every form's draft follows (core/publishing/draft-carry.ts): opened under
//   another version, it keeps every answer that version's form of its tab accepts, by item code, and names the rest.

/** What the page draws bank binding with, handed in: core/card-init's adapter and the form's eval-free validator. */
export interface CardInitRules {
  adapt: typeof adaptCardInit;
  check: typeof checkCardInitConfig;
  resolveCardType: typeof resolveCardType;
  validator: ValidatorType<Record<string, unknown>>;
}

/** The published items, or undefined to draw the server's card-init items instead. */
export function acceptItems(document: unknown, rules: Pick<CardInitRules, 'check'>): CardInitData | undefined {
  const copy: unknown = structuredClone(document);
  if (!validateResponse(copy)) return undefined;
  const data = copy as CardInitData;
  return rules.check(data).length === 0 ? data : undefined;
}

function errorsOf(adapted: AdaptedCardInit, { validator }: CardInitRules): (values: Record<string, unknown>) => FieldError[] {
  return (values) =>
    validator.validateFormData(values, adapted.schema as RJSFSchema).errors.map((error) => ({ field: fieldOfProperty(error.property), keyword: error.name ?? '' }));
}

/** The card types a draft holds answers for (every-type answers alone: the tab last shown, or the first tab). */
function draftTabs(draft: BindingDraft): number[] {
  const tabs = new Set<number>();
  for (const key of [...Object.keys(draft.byCardType), ...Object.keys(draft.sensitive ?? {})]) if (key !== '0') tabs.add(Number(key));
  if (draft.cardType !== undefined) tabs.add(draft.cardType);
  return [...tabs].filter((tab) => Number.isInteger(tab));
}

export interface CarriedBindingDraft {
  draft: BindingDraft;
  /** The item codes whose answers the version could not keep, in the draft's order. */
  dropped: string[];
}

/**
 * The draft as `data` (the items of version `version`) takes it: each tab's answers (its own and those of every card
 * type) go through that tab's form of the new version; what it accepts is kept, placed as the new items say (an item
 * that moved to every card type is shared), an answer the borrower emptied stays emptied, and the rest is named.
 */
export function carryBindingDraft(draft: BindingDraft, data: CardInitData, version: number, rules: CardInitRules): CarriedBindingDraft {
  const { adapt, resolveCardType } = rules;
  const listed = (tab: number) => resolveCardType(data.cardTypes, tab) === tab;
  const tabs = draftTabs(draft);
  const live = tabs.filter(listed);
  if (live.length === 0) live.push(resolveCardType(data.cardTypes, draft.cardType));

  const lost: string[] = [];
  const keptShared = new Set<string>();
  const sharedValues = { ...draft.shared, ...draft.sensitive?.['0'] };
  const next = changed(draft, (out) => {
    out.shared = {};
    out.byCardType = {};
    out.sensitive = {};
    out.itemsVersion = version;
    for (const tab of tabs) {
      const own = { ...draft.byCardType[String(tab)], ...draft.sensitive?.[String(tab)] };
      if (!live.includes(tab)) lost.push(...Object.keys(own).filter((code) => own[code] !== null));
    }
    for (const tab of live) {
      const own = { ...draft.byCardType[String(tab)], ...draft.sensitive?.[String(tab)] };
      const answers = { ...sharedValues, ...own };
      const adapted = adapt(data, { cardType: tab });
      const carried = carryDraft(answers, adapted.schema, errorsOf(adapted, rules));
      for (const code of carried.dropped) if (Object.hasOwn(own, code)) lost.push(code);
      for (const field of adapted.fields) {
        const value = Object.hasOwn(carried.kept, field.code) ? String(carried.kept[field.code]) : answers[field.code] === null ? null : undefined;
        if (value === undefined) continue;
        if (Object.hasOwn(sharedValues, field.code) && !Object.hasOwn(own, field.code)) keptShared.add(field.code);
        const place = placeOf(field, tab);
        if (place.sensitive) ((out.sensitive ??= {})[place.scope] ??= {})[field.code] = value;
        else if (place.shared) out.shared[field.code] = value;
        else (out.byCardType[place.scope] ??= {})[field.code] = value;
      }
    }
    if (Object.keys(out.sensitive ?? {}).length === 0) delete out.sensitive;
  });
  // An every-type answer is lost only when no tab of the new version kept it.
  for (const [code, value] of Object.entries(sharedValues)) if (value !== null && !keptShared.has(code)) lost.push(code);
  const order = [...Object.keys(sharedValues), ...tabs.flatMap((tab) => Object.keys({ ...draft.byCardType[String(tab)], ...draft.sensitive?.[String(tab)] }))];
  const dropped = [...new Set(lost)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { draft: next, dropped };
}

/** The items' titles by code, over every tab: what the borrower reads for an item of `data`. */
function itemTitles(data: CardInitData): { properties: Record<string, { title?: string }> } {
  const properties: Record<string, { title?: string }> = {};
  for (const item of data.items) if (typeof item.code === 'string' && properties[item.code] === undefined) properties[item.code] = { title: item.title };
  return { properties };
}

/** What the borrower reads about the answers not kept, with each item's title in the version drawn or the server's items. */
export function notKeptItemsText(dropped: readonly string[], drawn: CardInitData, serverItems: CardInitData): string | undefined {
  return notKeptText(dropped, itemTitles(drawn), itemTitles(serverItems));
}
