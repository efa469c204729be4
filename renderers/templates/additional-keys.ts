import type { FormValidation } from '@rjsf/utils';
import { createContext } from 'react';
import { message } from '../../core/messages.ts';

// rjsf names a row it adds to an object's additionalProperties "newKey" (then "newKey-1", ...), a word the borrower
// never typed: such a row shows an empty name to type instead (wrap-if-additional-template.tsx).
const RJSF_NEW_KEY = /^newKey(?:-\d+)?$/;

/** Whether `key` is still the name rjsf gave a new row, not one the borrower typed. */
export function isUnnamedKey(key: string): boolean {
  return RJSF_NEW_KEY.test(key);
}

/** The names an object's rows hold now (ObjectFieldTemplate), so that a row is not renamed onto another's name. */
export const ObjectKeysContext = createContext<readonly string[]>([]);

type ErrorNode = { addError?: (text: string) => void } & Record<string, unknown>;

function markUnnamed(value: unknown, errors: ErrorNode | undefined): void {
  if (value === null || typeof value !== 'object' || !errors) return;
  for (const [key, item] of Object.entries(value)) {
    const child = errors[key] as ErrorNode | undefined;
    if (!Array.isArray(value) && isUnnamedKey(key)) child?.addError?.(message('form.additional.keyMissing'));
    markUnnamed(item, child);
  }
}

/**
 * Refuses a row the borrower added but never named: it would be sent under rjsf's "newKey". The catalog's words show
 * at the row's value, and what was typed there stays (SchemaForm runs this before the caller's own customValidate).
 */
export function refuseUnnamedRows<T>(formData: T | undefined, errors: FormValidation<T>): FormValidation<T> {
  markUnnamed(formData, errors as unknown as ErrorNode);
  return errors;
}
