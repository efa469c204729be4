import { errorId, type WidgetProps } from '@rjsf/utils';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { FieldFrame, RequiredHint, requiredHintId, shownErrors } from './field-frame.tsx';
import styles from './value-button.module.css';

// The money and picker widgets show the field's value on a button that opens what edits it (a number keyboard, a
// picker). The field's label names the button (its <label for>). aria-required is not allowed on a button (axe:
// aria-allowed-attr), so the field's state goes into the button's description instead: the error text once there is
// one, else "Required." for a required field.

/** The placeholder's look, for the text a widget shows in the button while the field is empty. */
export const valueButtonPlaceholder = styles.placeholder;

export interface ValueButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'id' | 'type' | 'aria-describedby'> {
  /** The widget's props the frame and the button's id and state come from. */
  field: Pick<WidgetProps, 'id' | 'label' | 'hideLabel' | 'required' | 'rawErrors' | 'hideError'>;
  /** Ids that describe the button ahead of its state: the shown value's, where it has one. */
  describedBy?: string;
  /** The widget's own look over the shared one (value-button.module.css). */
  className?: string;
  /** Drawn in the button after the value and the required hint. */
  trailing?: ReactNode;
}

// A forwardRef: the picker widgets focus the button, and React 18 gives a function component no `ref` prop.
export const ValueButton = forwardRef<HTMLButtonElement, ValueButtonProps>(function ValueButton(
  { field, describedBy, trailing, className, children, ...button },
  ref,
) {
  const { id, label, hideLabel, required, rawErrors, hideError } = field;
  const hasErrors = shownErrors(rawErrors, hideError).length > 0;
  const state = hasErrors ? errorId(id) : required ? requiredHintId(id) : undefined;
  return (
    <FieldFrame id={id} label={label} hideLabel={hideLabel} required={required} errors={rawErrors} hideError={hideError}>
      <button
        ref={ref}
        type="button"
        id={id}
        className={`${styles.valueButton} ${className ?? ''}`.trim()}
        aria-describedby={[describedBy, state].filter(Boolean).join(' ') || undefined}
        {...button}
      >
        {children}
        {required && !hasErrors ? <RequiredHint id={id} /> : null}
        {trailing}
      </button>
    </FieldFrame>
  );
});
