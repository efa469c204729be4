import { createContext } from 'react';

// rjsf names a row it adds to an object's additionalProperties "newKey" (then "newKey-1", ...), a word the borrower
// never typed: such a row shows an empty name to type instead (wrap-if-additional-template.tsx).
const RJSF_NEW_KEY = /^newKey(?:-\d+)?$/;

/** Whether `key` is still the name rjsf gave a new row, not one the borrower typed. */
export function isUnnamedKey(key: string): boolean {
  return RJSF_NEW_KEY.test(key);
}

/** The names an object's rows hold now (ObjectFieldTemplate), so that a row is not renamed onto another's name. */
export const ObjectKeysContext = createContext<readonly string[]>([]);
