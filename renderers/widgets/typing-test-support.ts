// For the typing tests (typed-value.test.tsx, SchemaForm.typing.test.tsx), never for the app: keys
// typed as the browser delivers them, outside act(), which would run the form's transition at once and hide whether
// an input shows a key before the form has it.
import { afterEach, beforeEach } from 'vitest';

/** Turns React's act() environment off around each test of the file that calls it. */
export function typeOutsideAct(): void {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let actEnvironment: boolean | undefined;
  beforeEach(() => {
    actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
}

const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** Sets the input's text as a key press would and fires its input event. */
export function typeInto(input: HTMLElement, text: string): void {
  setInputValue.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
