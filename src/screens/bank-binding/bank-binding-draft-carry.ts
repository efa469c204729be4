import { produce } from 'immer';
import type { RJSFSchema } from '@rjsf/utils';
import { adaptCardInit, resolveCardType } from '../../../core/card-init/card-init-adapter.ts';
import type { AdaptedCardInit, CardInitData } from '../../../core/card-init/card-init-types.ts';
import { carryDraft, fieldOfProperty, type FieldError } from '../../../core/publishing/draft-carry.ts';
import { createCfworkerValidator } from '../../../renderers/core/cfworker-validator.ts';
import { notKeptText } from '../../ui/draft-across-versions.ts';
import { placeOf, type BindingDraft } from './bank-binding-draft.ts';

// Bank binding's draft across versions of a product's items (issue 26, part 6), by the rule every form's draft
// follows (core/publishing/draft-carry.ts): opened under another version of bank-binding/<productId>, the draft keeps
// every answer that version's form of its tab accepts, by item code, and names the items it could not keep. Loaded
// only when the page draws another version than the draft's (bank-binding-form.tsx).

const validator = createCfworkerValidator<Record<string, unknown>>();

function errorsOf(adapted: AdaptedCardInit): (values: Record<string, unknown>) => FieldError[] {
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
export function carryBindingDraft(draft: BindingDraft, data: CardInitData, version: number): CarriedBindingDraft {
  const listed = (tab: number) => resolveCardType(data.cardTypes, tab) === tab;
  const tabs = draftTabs(draft);
  const live = tabs.filter(listed);
  if (live.length === 0) live.push(resolveCardType(data.cardTypes, draft.cardType));

  const lost: string[] = [];
  const keptShared = new Set<string>();
  const sharedValues = { ...draft.shared, ...draft.sensitive?.['0'] };
  const next = produce(draft, (out) => {
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
      const adapted = adaptCardInit(data, { cardType: tab });
      const carried = carryDraft(answers, adapted.schema, errorsOf(adapted));
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
