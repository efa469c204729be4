import { useEffect, useState } from 'react';

/** SPEC.md section 9: the on-screen keyboard counts as open when it takes more than this off the viewport. */
export const KEYBOARD_THRESHOLD_PX = 60;

interface ViewportLike {
  readonly height: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

/**
 * Whether the on-screen keyboard is up, read from the visual viewport: the tallest height seen is
 * the viewport without a keyboard, and a shrink of more than the threshold below it is the keyboard.
 * A rotation starts over, since the tallest height of the other orientation no longer applies.
 */
export function useKeyboardOpen(viewport: ViewportLike | null | undefined = globalThis.window?.visualViewport, threshold = KEYBOARD_THRESHOLD_PX): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!viewport) return;
    let tallest = viewport.height;
    const onResize = () => {
      tallest = Math.max(tallest, viewport.height);
      setOpen(tallest - viewport.height > threshold);
    };
    const onRotate = () => {
      tallest = viewport.height;
      setOpen(false);
    };
    viewport.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onRotate);
    return () => {
      viewport.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onRotate);
    };
  }, [viewport, threshold]);
  return open;
}
