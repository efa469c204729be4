// What a form tells of a borrower's submit, for the staff insights page (issue 26 part 7), as window events: SchemaForm
// reports (core/form-outcomes.ts), the pages' insight reporting listens (src/api/insight-reporting.ts), and neither
// imports the other, so the listener costs a page without a form nothing of the form's code. Names only, never what
// was typed. A page with no listener (a form drawn from its bundled copy alone, as in a story) tells no one.

import { formOutcomeEvent, formOutcomeWaitingEvent } from './form-outcome-event-names.ts';

export type FormOutcome = { kind: 'field-errors'; fields: string[] } | { kind: 'submit' } | { kind: 'success' };

let listeners = 0;
/** Outcomes told before anyone listened (the reporter loads once told one waits): a few wait. */
const waiting: FormOutcome[] = [];

export function reportFormOutcome(outcome: FormOutcome): void {
  if (listeners === 0) {
    if (waiting.length < 20) waiting.push(outcome);
    dispatchEvent(new Event(formOutcomeWaitingEvent));
    return;
  }
  dispatchEvent(new CustomEvent<FormOutcome>(formOutcomeEvent, { detail: outcome }));
}

/** Hears every outcome from now on, and those that waited for a listener; returns the way to stop. */
export function listenToFormOutcomes(to: (outcome: FormOutcome) => void): () => void {
  const heard = (event: Event) => to((event as CustomEvent<FormOutcome>).detail);
  addEventListener(formOutcomeEvent, heard);
  listeners += 1;
  for (const outcome of waiting.splice(0)) to(outcome);
  return () => {
    removeEventListener(formOutcomeEvent, heard);
    listeners -= 1;
  };
}
