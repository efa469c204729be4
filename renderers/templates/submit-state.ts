import { createContext } from 'react';

/** True while SchemaForm waits for the onSubmit promise: the submit button shows it and refuses a second tap. */
export const SubmitPendingContext = createContext(false);
