import type { WidgetProps } from '@rjsf/utils';
import { useEffect, type FocusEvent, type RefObject } from 'react';

// Focus for widgets drawn as a group of controls (radios, checkboxes, a switch): rjsf hears one focus when the
// borrower enters the group and one blur when they leave it, not one per control, as a single input reports them.

/** Focuses the group's chosen control, else its first, when the field asks for autofocus. */
export function useAutofocus(group: RefObject<HTMLElement | null>, autofocus: boolean | undefined): void {
  useEffect(() => {
    if (!autofocus) return;
    const root = group.current;
    const target = root?.querySelector<HTMLElement>('input:checked') ?? root?.querySelector<HTMLElement>('input, [tabindex]');
    target?.focus();
  }, [group, autofocus]);
}

/** onFocus and onBlur for the group's element, reporting the field's value as it enters and leaves the group. */
export function groupFocusHandlers(props: Pick<WidgetProps, 'id' | 'value' | 'onFocus' | 'onBlur'>) {
  const outside = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);
  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (outside(event)) props.onFocus(props.id, props.value);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (outside(event)) props.onBlur(props.id, props.value);
    },
  };
}

/**
 * Marks the group's native checkboxes read-only for screen readers (a checkbox cannot be `readonly` in HTML, and
 * antd-mobile's Checkbox puts aria-* on its label): the widget ignores their changes, and they stay readable.
 */
export function useReadonlyInputs(group: RefObject<HTMLElement | null>, readonly: boolean | undefined): void {
  useEffect(() => {
    for (const input of group.current?.querySelectorAll('input') ?? []) {
      if (readonly) input.setAttribute('aria-readonly', 'true');
      else input.removeAttribute('aria-readonly');
    }
  });
}
