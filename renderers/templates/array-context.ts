import { createContext } from 'react';

/**
 * What an array's items need from the array around them: its minItems (rjsf lets an item go below it), and what
 * labels an item (arrayItemTitle): the array's title and how many of its first items are fixed (a tuple's `items`).
 */
export interface ArrayContext {
  minItems: number;
  title: string | undefined;
  fixedItems: number;
}

export const ArrayContext = createContext<ArrayContext>({ minItems: 0, title: undefined, fixedItems: 0 });
