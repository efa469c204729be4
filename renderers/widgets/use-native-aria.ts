import { errorId } from '@rjsf/utils';
import { useLayoutEffect, type RefObject } from 'react';

// antd-mobile's Input and TextArea put aria-* props on their wrapper <div>, not on the <input> a screen reader
// announces, so required-ness and the error link are set on the native element here (the label's asterisk is
// hidden from screen readers).
export function useNativeAria(
  ref: RefObject<{ nativeElement: HTMLElement | null } | null>,
  id: string,
  hasErrors: boolean,
  required = false,
): void {
  useLayoutEffect(() => {
    const element = ref.current?.nativeElement;
    if (!element) return;
    if (required) element.setAttribute('aria-required', 'true');
    else element.removeAttribute('aria-required');
    if (hasErrors) {
      element.setAttribute('aria-invalid', 'true');
      element.setAttribute('aria-describedby', errorId(id));
    } else {
      element.removeAttribute('aria-invalid');
      element.removeAttribute('aria-describedby');
    }
  });
}
