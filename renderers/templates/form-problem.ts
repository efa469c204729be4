import { createContext } from 'react';

/**
 * Something in a form that cannot be drawn as written: an unknown ui:widget, ui:field or ui:<Kind>Template, a schema
 * the registry has no field for, or a render that threw. The schema checks refuse these before a form ships; a form
 * that arrives from the server with one is drawn without it, shows the catalog's words, and is reported here.
 */
export interface FormProblem {
  kind: 'widget' | 'field' | 'template' | 'schema' | 'render';
  /** The uiSchema or schema path, as `/`-separated keys ('' for the root). */
  path: string;
  /** The name that is not in the registry, or what went wrong. */
  detail: string;
}

/** How the app reports a form problem when the caller does not say: on the console, as render failures are. */
export function reportToConsole(problem: FormProblem): void {
  console.error(`[form] cannot draw ${problem.kind} at '${problem.path}': ${problem.detail}`);
}

export const FormProblemContext = createContext<(problem: FormProblem) => void>(reportToConsole);
