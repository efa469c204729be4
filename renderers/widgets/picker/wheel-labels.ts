import { useEffect, useId } from 'react';
import { message } from '../../../core/messages.ts';
import type { PickerPopupFrame } from './picker-field.tsx';

// antd-mobile 5.43 gives each picker wheel screen-reader buttons ("current", "previous", "next")
// whose aria-labels are hard-coded in Chinese, outside its locale. A borrower using a screen reader
// would hear Chinese, so the open picker's labels are rewritten into the catalog's English, also
// each time the wheel sets them anew.

const rewrites: readonly [RegExp, (label: string) => string][] = [
  [/^当前选择的是：([\s\S]*)$/, (label) => message('picker.a11y.current', { label })],
  [/^当前未选择$/, () => message('picker.a11y.none')],
  [/^选择上一项：([\s\S]*)$/, (label) => message('picker.a11y.previous', { label })],
  [/^没有上一项$/, () => message('picker.a11y.noPrevious')],
  [/^选择下一项：([\s\S]*)$/, (label) => message('picker.a11y.next', { label })],
  [/^没有下一项$/, () => message('picker.a11y.noNext')],
];

/** The English of one of the wheel's labels, or undefined for any other text. */
export function englishWheelLabel(text: string): string | undefined {
  for (const [pattern, english] of rewrites) {
    const match = pattern.exec(text);
    if (match) return english(match[1] ?? '');
  }
  return undefined;
}

function relabel(root: ParentNode): void {
  for (const element of root.querySelectorAll('[aria-label]')) {
    const english = englishWheelLabel(element.getAttribute('aria-label') ?? '');
    if (english !== undefined) element.setAttribute('aria-label', english);
  }
}

/** Keeps the wheel labels inside the element with class `popupClassName` in English while `visible`. */
export function useEnglishWheelLabels(popupClassName: string, visible: boolean): void {
  useEffect(() => {
    if (!visible || typeof MutationObserver === 'undefined') return;
    const root = document.querySelector(`.${popupClassName}`);
    if (!root) return;
    relabel(root);
    const observer = new MutationObserver(() => relabel(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [popupClassName, visible]);
}

/** A class name for one picker's popup, from React's useId (whose ':' cannot appear in a selector). */
export function popupClassOf(id: string): string {
  return `picker-popup-${id.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/**
 * What every wheel popup (picker, cascade picker, date, time) sets alike: what its field gives it (whether it shows,
 * its title, its close), a class on its popup under which its wheel labels are kept in English while it is visible,
 * and its buttons in the catalog's words. antd-mobile's Picker and CascadePicker take that class as popupClassName,
 * its DatePicker as className.
 */
export function useWheelPopup(frame: PickerPopupFrame) {
  const popupClassName = popupClassOf(useId());
  useEnglishWheelLabels(popupClassName, frame.visible);
  const shared = { ...frame, confirmText: message('common.confirm'), cancelText: message('common.cancel') };
  return { pickerProps: { ...shared, popupClassName }, datePickerProps: { ...shared, className: popupClassName } };
}
