import { useCallback, useState, type RefObject } from 'react';

// The picker widgets keep antd-mobile's Picker and CascadePicker out of the first paint: a form shows
// only their triggers, and a picker's code loads on the first touch of one (STACK.md sizes). Once
// loaded, the picker stays mounted so that it can animate closed and open again at once.

export interface LazyPicker {
  /** Whether the picker has been asked for at least once: render it (inside Suspense) from then on. */
  mounted: boolean;
  open: boolean;
  show: () => void;
  /** Closes the picker and gives the focus back to the trigger, where the borrower left it. */
  hide: () => void;
}

export function useLazyPicker(triggerRef: RefObject<HTMLButtonElement | null>): LazyPicker {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus({ preventScroll: true });
  }, [triggerRef]);
  return { mounted, open, show, hide };
}
