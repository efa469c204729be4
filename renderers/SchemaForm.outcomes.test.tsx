import type { RJSFSchema } from '@rjsf/utils';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { listenToFormOutcomes, type FormOutcome } from './core/form-outcome-events.ts';
import { postSucceededEvent } from './core/form-outcomes.ts';

/** What the api client does when a POST is answered success. */
const callAnswered = (success: boolean) => success && dispatchEvent(new Event(postSucceededEvent));
import { SchemaForm } from './SchemaForm.tsx';

// What SchemaForm tells the staff insights of a submit (issue 26 part 7; core/form-outcomes.ts): the refused fields'
// names and never what was typed, a submit of valid data once however often it is tapped, and its success only when a
// call answered success while it was under way.

type Contact = { name?: string; phone?: string };
const schema: RJSFSchema = { type: 'object', required: ['name', 'phone'], properties: { name: { type: 'string', title: 'Name' }, phone: { type: 'string', title: 'Telephone', pattern: '^09[0-9]{9}$' } } };
const validator = createCfworkerValidator<Contact>();

const stopListening: (() => void)[] = [];
afterEach(() => {
  for (const stop of stopListening.splice(0)) stop();
});

function heard(): FormOutcome[] {
  const outcomes: FormOutcome[] = [];
  stopListening.push(listenToFormOutcomes((outcome) => outcomes.push(outcome)));
  return outcomes;
}

describe('the outcomes a form reports', () => {
  it('names the refused fields, never their values', async () => {
    const outcomes = heard();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<SchemaForm<Contact> schema={schema} uiSchema={{ 'ui:submitButtonOptions': { submitText: 'Send' } }} validator={validator} />);
    await user.type(screen.getByLabelText(/Telephone/), '0917123');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(outcomes).toEqual([{ kind: 'field-errors', fields: ['name', 'phone'] }]));
    expect(JSON.stringify(outcomes)).not.toContain('0917123');
  });

  it('tells a submit of valid data, and its success when its call answers success', async () => {
    const outcomes = heard();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    let answer: (success: boolean) => void = () => {};
    const onSubmit = () =>
      new Promise<void>((resolve) => {
        answer = (success) => {
          callAnswered(success);
          resolve();
        };
      });
    render(<SchemaForm<Contact> schema={schema} uiSchema={{ 'ui:submitButtonOptions': { submitText: 'Send' } }} validator={validator} formData={{ name: 'Maria', phone: '09171234567' }} onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Send' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(outcomes).toEqual([{ kind: 'submit' }]));
    answer(false);
    await user.click(button);
    await waitFor(() => expect(outcomes).toEqual([{ kind: 'submit' }, { kind: 'submit' }]));
    answer(true);
    // A call answered after the submit settled is not its success.
    await waitFor(() => expect(outcomes).toEqual([{ kind: 'submit' }, { kind: 'submit' }, { kind: 'success' }]));
    callAnswered(true);
    expect(outcomes).toHaveLength(3);
  });
});
