import { errorId } from '@rjsf/utils';
import type { Ref } from 'react';
import { message } from '../../../core/messages.ts';
import { FieldFrame, shownErrors, visuallyHidden } from '../field-frame.tsx';
import styles from './picker-trigger.module.css';

// The closed state of the picker, cascadePicker and day widgets: the field's label, the chosen
// option's text (or the placeholder) and its errors, drawn like the typed fields. Tapping it opens
// the widget's picker, which is loaded on that first touch (picker-field.tsx).

export interface PickerTriggerProps {
  id: string;
  label?: string;
  hideLabel?: boolean;
  required?: boolean;
  rawErrors?: string[];
  hideError?: boolean;
  placeholder?: string;
  disabled?: boolean;
  readonly?: boolean;
  /** The chosen option's text; undefined shows the placeholder. */
  shown: string | undefined;
  onOpen: () => void;
  /** Called on the first touch, before the tap completes: a head start for loading the picker. */
  onPrepare?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function PickerTrigger(props: PickerTriggerProps) {
  const { ref, onPrepare, id, label, hideLabel, required, rawErrors, hideError, placeholder, disabled, readonly, shown, onOpen } = props;
  const hasErrors = shownErrors(rawErrors, hideError).length > 0;
  const valueId = `${id}__value`;
  const requiredId = `${id}__required`;
  // aria-required and aria-invalid are not allowed on a button (axe: aria-allowed-attr), so both states go
  // into the description instead: the error text once there is one, else "Required." for a required field.
  const describedBy = [valueId, hasErrors ? errorId(id) : required ? requiredId : undefined].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <button
        ref={ref}
        type="button"
        id={id}
        name={id}
        className={styles.trigger}
        // The label names the button (its <label for>); the chosen value and the state describe it.
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        disabled={disabled}
        onPointerDown={onPrepare}
        onFocus={onPrepare}
        onClick={() => {
          if (!readonly) onOpen();
        }}
      >
        <span id={valueId} className={shown === undefined ? styles.placeholder : undefined}>
          {shown ?? placeholder ?? message('picker.placeholder')}
        </span>
        {required && !hasErrors ? (
          <span id={requiredId} className={visuallyHidden}>
            {message('field.requiredHint')}
          </span>
        ) : null}
        <span aria-hidden="true" className={styles.arrow}>
          ›
        </span>
      </button>
    </FieldFrame>
  );
}
