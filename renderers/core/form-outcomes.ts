import { reportFormOutcome } from './form-outcome-events.ts';

// What SchemaForm tells of a borrower's submit (form-outcome-events.ts): the fields a refused submit named, a submit
// of valid data, and that submit's success (a call answered success while it was under way).

/**
 * The window event the api client dispatches when a POST is answered success (src/api/client.ts names it as a
 * literal: importing it from here would put this module in every page's first load, not only the forms').
 */
export const postSucceededEvent = 'app:post-succeeded';

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
