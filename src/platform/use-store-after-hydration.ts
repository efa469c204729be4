import { startTransition, useEffect, useState } from 'react';

/**
 * A browser-only store's value for a screen that is prerendered: undefined while the page is drawn at build time
 * and hydrated (the first paint must match the HTML, which had no storage), then `read()`, drawn again on each change.
 * Not useSyncExternalStore with an undefined server snapshot: React 18 draws the client's value at once after
 * hydrating, and a screen whose lazy parts are still being hydrated below then throws their markup away and draws
 * them again (React's error 421). The first value is drawn as a transition, which React lets wait for that hydration;
 * later changes (a borrower's typing) at once, as before.
 */
export function useStoreAfterHydration<Value>(subscribe: (onChange: () => void) => () => void, read: () => Value): Value | undefined {
  const [held, setHeld] = useState<{ value: Value } | undefined>(undefined);
  useEffect(() => {
    let first = true;
    const update = () => {
      const value = read();
      const set = () => setHeld((before) => (before && Object.is(before.value, value) ? before : { value }));
      if (first) startTransition(set);
      else set();
    };
    update();
    first = false;
    return subscribe(update);
  }, [subscribe, read]);
  return held?.value;
}
