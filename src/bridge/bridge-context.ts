import { createContext, useContext } from 'react';
import { createBridge, type Bridge } from './bridge.ts';

// Screens take the bridge from context, so stories and tests can inject a recording one.
export const BridgeContext = createContext<Bridge>(createBridge());

export function useBridge(): Bridge {
  return useContext(BridgeContext);
}
