import type { WidgetProps } from '@rjsf/utils';
import { forwardRef } from 'react';
import { message } from '../../../core/messages.ts';
import { ValueButton, valueButtonPlaceholder } from '../value-button.tsx';
import styles from './picker-trigger.module.css';

// The closed state of the picker, cascadePicker and day widgets: the field's label, the chosen
// option's text (or the placeholder) and its errors, drawn like the typed fields. Tapping it opens
// the widget's picker, which is loaded on that first touch (picker-field.tsx).

export interface PickerTriggerProps {
  /** The widget's props: the frame's label, states and errors, the placeholder, and whether it may open. */
  widget: Pick<WidgetProps, 'id' | 'label' | 'hideLabel' | 'required' | 'rawErrors' | 'hideError' | 'placeholder' | 'disabled' | 'readonly'>;
  /** The chosen option's text; undefined shows the placeholder. */
  shown: string | undefined;
  onOpen: () => void;
  /** Called on the first touch, before the tap completes: a head start for loading the picker. */
  onPrepare?: () => void;
}

export const PickerTrigger = forwardRef<HTMLButtonElement, PickerTriggerProps>(function PickerTrigger({ widget, shown, onOpen, onPrepare }, ref) {
  const { id, placeholder, disabled, readonly } = widget;
  const valueId = `${id}__value`;
  return (
    <ValueButton
      field={widget}
      ref={ref}
      name={id}
      className={styles.trigger}
      // The label names the button (its <label for>); the chosen value and the state describe it.
      aria-haspopup="dialog"
      describedBy={valueId}
      disabled={disabled}
      onPointerDown={onPrepare}
      onFocus={onPrepare}
      onClick={() => {
        if (!readonly) onOpen();
      }}
      trailing={
        <span aria-hidden="true" className={styles.arrow}>
          ›
        </span>
      }
    >
      <span id={valueId} className={shown === undefined ? valueButtonPlaceholder : undefined}>
        {shown ?? placeholder ?? message('picker.placeholder')}
      </span>
    </ValueButton>
  );
});
