import { useEffect } from 'react';
import { useEffectEvent } from './use-effect-event.ts';
import { carryDraft, fieldOfProperty, fieldTitle, type CarriedDraft } from '../../core/publishing/draft-carry.ts';
import { message } from '../../core/messages.ts';
import type { FormDefinition } from '../../renderers/core/form-errors.ts';

// Drafts across versions of a published form (issue 26, part 6): a draft remembers the version of the form it was made
// under (its schemas/storage entry says so); once the page has settled on the version it draws (published-draw.tsx),
// a draft of another version keeps every value this one accepts (core/publishing/draft-carry.ts) and the page names
// the fields it could not keep. The one rule for every form's draft; each draft maps its values in and out.

/** The draft's values as `form` takes them, by its own validator (precompiled or eval-free, whichever the version has). */
export function carryInto<T>(form: FormDefinition<T>, values: Readonly<Record<string, unknown>>): CarriedDraft {
  return carryDraft(values, form.schema, (kept) =>
    form.validator.validateFormData(kept as T, form.schema).errors.map((error) => ({ field: fieldOfProperty(error.property), keyword: error.name ?? '' })),
  );
}

/** What the borrower reads about values a new version could not keep; undefined when every value was kept. */
export function notKeptText(dropped: readonly string[], ...schemas: unknown[]): string | undefined {
  if (dropped.length === 0) return undefined;
  return message('drafts.notKept', { fields: dropped.map((field) => fieldTitle(field, ...schemas)).join(', ') });
}

export interface DraftAcrossVersions<T> {
  form: FormDefinition<T>;
  /** The version drawn, and whether it is the one kept for the page (PublishedDraw's children). */
  version: number;
  settled: boolean;
  /** The version the draft was made under (0 when it does not say: drafts made before versions were recorded); undefined while there is no draft yet. */
  draftVersion: number | undefined;
  values: () => Readonly<Record<string, unknown>>;
  /** Stores what was kept, under `version`, and says what was not. */
  onCarried: (carried: CarriedDraft, version: number) => void;
}

/** Carries the draft into the version drawn, once that version is settled and differs from the draft's. */
export function useDraftAcrossVersions<T>({ form, version, settled, draftVersion, values, onCarried }: DraftAcrossVersions<T>): void {
  const carry = useEffectEvent((into: number) => onCarried(carryInto(form, values()), into));
  useEffect(() => {
    if (settled && draftVersion !== undefined && draftVersion !== version) carry(version);
  }, [settled, version, draftVersion]);
}
