import { useState } from 'react';

// The one guard of an effectful tap, for forms, nodes and screens alike (issue 24): while a tap's work is under way,
// further taps do nothing, so ten rapid taps make one call. The guard is not React state, because a second tap within
// the same frame reaches its handler before React has re-rendered; `busy` is state, for drawing the busy button.

export interface OneAtATime {
  /** True while a run is under way. */
  busy: boolean;
  /** Runs `task` unless a run is under way (then does nothing); a task's failure is passed on once the guard is off. */
  run(task: () => unknown): Promise<void>;
}

export function useOneAtATime(): OneAtATime {
  const [busy, setBusy] = useState(false);
  // Made once, so that a callback handed on once (SchemaForm's to rjsf) holds the same guard for the form's life.
  const [run] = useState(() => {
    let running = false;
    return async (task: () => unknown) => {
      if (running) return;
      running = true;
      setBusy(true);
      try {
        await task();
      } finally {
        running = false;
        setBusy(false);
      }
    };
  });
  return { busy, run };
}
