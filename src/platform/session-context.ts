import { createContext, useContext } from 'react';
import { readSession, type Session } from './session.ts';

// Screens take the session from context, so stories and tests can give them any; session.ts itself stays free of
// React, for the page's first script (src/app/page-loader.ts) to read it.
export const SessionContext = createContext<Session>(readSession(''));

export function useSession(): Session {
  return useContext(SessionContext);
}
