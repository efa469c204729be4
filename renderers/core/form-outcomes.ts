// What a form tells of a borrower's submit, for the staff insights page (issue 26 part 7): the fields a refused submit
// named, a submit of valid data, and that submit's success (a call answered success while it was under way). Names
// only, never what was typed. SchemaForm reports; the app's insight reporting, loaded after the first paint
// (src/app/insight-reporting.ts), listens, and until then the outcomes wait here. A page with no listener (the
// promotion page) keeps at most a few.

export type FormOutcome = { kind: 'field-errors'; fields: string[] } | { kind: 'submit' } | { kind: 'success' };

/**
 * The window event the api client dispatches when a POST is answered success (src/api/client.ts names it as a
 * literal: importing it from here would put this module in every page's first load, not only the forms').
 */
export const postSucceededEvent = 'app:post-succeeded';

let listener: ((outcome: FormOutcome) => void) | undefined;
const waiting: FormOutcome[] = [];

export function reportFormOutcome(outcome: FormOutcome): void {
  if (listener) listener(outcome);
  else if (waiting.length < 20) waiting.push(outcome);
}

export function listenToFormOutcomes(to: (outcome: FormOutcome) => void): void {
  listener = to;
  for (const outcome of waiting.splice(0)) to(outcome);
}

/** Runs a submit of valid data, telling its start; the first POST answered success meanwhile is its success. */
export async function trackSubmit(submit: () => unknown): Promise<void> {
  reportFormOutcome({ kind: 'submit' });
  let told = false;
  const succeeded = () => {
    if (told) return;
    told = true;
    reportFormOutcome({ kind: 'success' });
  };
  addEventListener(postSucceededEvent, succeeded);
  try {
    await submit();
  } finally {
    removeEventListener(postSucceededEvent, succeeded);
  }
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
}
