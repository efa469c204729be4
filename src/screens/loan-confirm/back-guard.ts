import { useCallback, useEffect, useRef } from 'react';

// The back press on the confirm page (SPEC.md section 4): the system back on Android and the back gesture on iOS
// both move the WebView's history, so the page keeps a history entry of its own above the one it opened on. A back
// press leaves that entry (popstate), and the page asks the borrower instead of leaving: staying pushes the entry
// again, leaving closes the web view.

const marker = 'loanConfirmBackGuard';

interface GuardWindow {
  history: Pick<History, 'pushState' | 'state' | 'back'>;
  location: Pick<Location, 'href'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

function isGuardEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[marker] === true;
}

function pushGuard(win: GuardWindow): void {
  // The same URL: the address the native shell shows and a reload stay the same.
  if (!isGuardEntry(win.history.state)) win.history.pushState({ [marker]: true }, '', win.location.href);
}

export interface BackGuard {
  /** Stay on the page: the entry a back press took away is pushed again. */
  stay(): void;
  /** The page is leaving on purpose (closing the web view): back presses are no longer caught. */
  release(): void;
  /**
   * The page is about to be replaced (Loan Now): releases the guard and steps back off its entry, so that the
   * replace lands on the confirm page's own entry and leaves no way back to it. Resolves once the step is taken.
   */
  leave(): Promise<void>;
}

// A back step that never reports (a frozen page) must not keep the borrower from the loan they took.
const leaveStepMs = 1000;

/** While `enabled`, calls `onBack` on a back press instead of leaving the page. */
export function useBackGuard(enabled: boolean, onBack: () => void, given?: GuardWindow): BackGuard {
  // The window is read in effects and handlers only: the page is also drawn at build time, where none exists.
  const released = useRef(false);
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  }, [onBack]);
  useEffect(() => {
    if (!enabled || released.current) return;
    const win = given ?? window;
    pushGuard(win);
    const listener = () => {
      if (!released.current && !isGuardEntry(win.history.state)) onBackRef.current();
    };
    win.addEventListener('popstate', listener);
    return () => win.removeEventListener('popstate', listener);
  }, [enabled, given]);
  const stay = useCallback(() => {
    if (enabled && !released.current) pushGuard(given ?? window);
  }, [enabled, given]);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  const leave = useCallback(async () => {
    released.current = true;
    const win = given ?? window;
    if (!isGuardEntry(win.history.state)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        win.removeEventListener('popstate', done);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, leaveStepMs);
      win.addEventListener('popstate', done);
      win.history.back();
    });
  }, [given]);
  return { stay, release, leave };
}
