import { createContext } from 'react';

/** What an array's items need from the array around them: its minItems (rjsf lets an item go below it). */
export interface ArrayLimits {
  minItems: number;
}

export const ArrayLimitsContext = createContext<ArrayLimits>({ minItems: 0 });
