import type { ButtonRef } from 'antd-mobile';
import { useRef, useState } from 'react';

/**
 * A button that opens an overlay whose code is not in the page: the download starts on the first touch (or mouse
 * press), before the tap completes, and the overlay mounts on the tap and stays mounted so it can animate closed.
 * Closing gives the focus back to the button, as a dialog must (WAI-ARIA dialog pattern).
 */
export function useLazyOverlay(load: () => Promise<unknown>) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<ButtonRef>(null);
  return {
    mounted,
    open,
    triggerProps: {
      ref: triggerRef,
      onTouchStart: () => void load(),
      onMouseDown: () => void load(),
      onClick: () => {
        setMounted(true);
        setOpen(true);
      },
    },
    close: () => {
      setOpen(false);
      triggerRef.current?.nativeElement?.focus({ preventScroll: true });
    },
  };
}
