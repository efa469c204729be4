// What a form tells of a borrower's submit, for the staff insights page (issue 26 part 7): the fields a refused submit
// named, a submit of valid data, and that submit's success (a call answered success while it was under way). Names
// only, never what was typed. SchemaForm reports; the app's insight reporting, loaded after the first paint
// (src/app/insight-reporting.ts), listens, and until then the outcomes wait here. A page with no listener (the
// promotion page) keeps at most a few.

export type FormOutcome = { kind: 'field-errors'; fields: string[] } | { kind: 'submit' } | { kind: 'success' };

let listener: ((outcome: FormOutcome) => void) | undefined;
const waiting: FormOutcome[] = [];
/** A submit under way whose success is not yet told. */
let open = false;

export function reportFormOutcome(outcome: FormOutcome): void {
  if (listener) listener(outcome);
  else if (waiting.length < 20) waiting.push(outcome);
}

export function listenToFormOutcomes(to: (outcome: FormOutcome) => void): void {
  listener = to;
  for (const outcome of waiting.splice(0)) to(outcome);
}

/** Runs a submit of valid data, telling its start; a call answered success meanwhile is its success (callAnswered). */
export async function trackSubmit(submit: () => unknown): Promise<void> {
  reportFormOutcome({ kind: 'submit' });
  open = true;
  try {
    await submit();
  } finally {
    open = false;
  }
}

/** Told by the api client of every POST's answer: the first success during a submit is that submit's success. */
export function callAnswered(success: boolean): void {
  if (!open || !success) return;
  open = false;
  reportFormOutcome({ kind: 'success' });
}

/** The top-level field each error names (rjsf's `.problemDetail`, `.items.0.code`): a name, never a value. */
export function refusedFields(errors: readonly { property?: string | undefined }[]): string[] {
  const names = errors.map((error) => /^\.?([A-Za-z_][A-Za-z0-9_-]{0,63})/.exec(error.property ?? '')?.[1]).filter((name): name is string => name !== undefined);
  return [...new Set(names)].slice(0, 20);
}

/** Only for tests. */
export function forgetFormOutcomes(): void {
  listener = undefined;
  waiting.length = 0;
  open = false;
}
