import { expect, it } from 'vitest';
import { listenToFormOutcomes, reportFormOutcome, type FormOutcome } from './form-outcome-events.ts';

it('keeps what a form told before anyone listened, for the listener that comes (the reporter loads after the form)', () => {
  reportFormOutcome({ kind: 'field-errors', fields: ['problemDetail'] });
  const heard: FormOutcome[] = [];
  const stop = listenToFormOutcomes((outcome) => heard.push(outcome));
  reportFormOutcome({ kind: 'submit' });
  stop();
  expect(heard).toEqual([{ kind: 'field-errors', fields: ['problemDetail'] }, { kind: 'submit' }]);
});
