import type { WidgetProps } from '@rjsf/utils';
import { Suspense, useRef, type ReactNode } from 'react';
import { useLazyPicker } from './lazy-picker.ts';
import { PickerTrigger } from './picker-trigger.tsx';

// What the picker, day and cascadePicker widgets share: the trigger that shows the chosen text, and the popup that
// loads on the trigger's first touch and opens on its tap (lazy-picker.ts). Each widget brings only its popup and
// how its value is shown and stored.

/** What every popup takes from its field alike, to spread onto it. */
export interface PickerPopupFrame {
  visible: boolean;
  /** The field's label. */
  title?: string;
  /** Closes the popup and gives the focus back to the trigger. */
  onClose: () => void;
}

export interface PickerPopupControls {
  frame: PickerPopupFrame;
  /** Stores the chosen value, closes the popup and reports the field's blur, as leaving a typed field would. */
  choose: (value: unknown) => void;
}

export interface PickerFieldProps {
  /** The widget's own props: the trigger's label, states and errors, and the field's onChange and onBlur. */
  widget: WidgetProps;
  /** The chosen option's text; undefined shows the placeholder. */
  shown: string | undefined;
  /** Starts loading the popup's code: a head start on the first touch, before the tap completes. */
  preload: () => Promise<unknown>;
  /** The popup, a lazy component: drawn, inside Suspense, from the first open on. */
  popup: (controls: PickerPopupControls) => ReactNode;
}

export function PickerField({ widget, shown, preload, popup }: PickerFieldProps) {
  const { id, label, onChange, onBlur } = widget;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const picker = useLazyPicker(triggerRef);
  const choose = (value: unknown) => {
    onChange(value);
    picker.hide();
    onBlur(id, value);
  };
  return (
    <>
      <PickerTrigger ref={triggerRef} widget={widget} shown={shown} onOpen={picker.show} onPrepare={() => void preload()} />
      {picker.mounted ? <Suspense fallback={null}>{popup({ frame: { visible: picker.open, title: label, onClose: picker.hide }, choose })}</Suspense> : null}
    </>
  );
}
