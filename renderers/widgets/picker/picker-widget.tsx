import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, useRef } from 'react';
import { PickerTrigger } from './picker-trigger.tsx';
import { useLazyPicker } from './lazy-picker.ts';
import type { PickerOption } from './picker-popup.tsx';
import { textOf } from '../widget-value.ts';

// A single picker with Confirm and Cancel (SPEC.md section 2) over the field's enum or oneOf options:
// the option's title is shown, its value (an enum item's `type`) is stored.

const loadPopup = () => import('./picker-popup.tsx');
const PickerPopup = lazy(loadPopup);

/** The options rjsf derives from the schema's enum or oneOf (titles as labels). */
export function pickerOptions(props: Pick<WidgetProps, 'options'>): PickerOption[] {
  const enumOptions = (props.options.enumOptions ?? []) as { label: string; value: unknown }[];
  return enumOptions.map((option) => ({ label: option.label, value: textOf(option.value) }));
}

export interface SelectPickerProps extends WidgetProps {
  pickerOptions: readonly PickerOption[];
}

/** The picker and day widgets: one column of options behind a trigger. */
export function SelectPicker(props: SelectPickerProps) {
  const { id, label, hideLabel, required, rawErrors, hideError, placeholder, disabled, readonly } = props;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const picker = useLazyPicker(triggerRef);
  const value = textOf(props.value);
  const chosen = props.pickerOptions.find((option) => option.value === value);
  // A value that is no option (a stale pre-fill) is shown as it is, and validation names it invalid.
  const shown = value === '' ? undefined : (chosen?.label ?? value);
  return (
    <>
      <PickerTrigger
        ref={triggerRef}
        id={id}
        label={label}
        hideLabel={hideLabel}
        required={required}
        rawErrors={rawErrors}
        hideError={hideError}
        placeholder={placeholder}
        disabled={disabled}
        readonly={readonly}
        shown={shown}
        onOpen={picker.show}
        onPrepare={() => void loadPopup()}
      />
      {picker.mounted ? (
        <Suspense fallback={null}>
          <PickerPopup
            visible={picker.open}
            title={label}
            options={props.pickerOptions}
            value={chosen?.value}
            onConfirm={(next) => {
              props.onChange(next ?? props.options.emptyValue);
              picker.hide();
              props.onBlur(id, next);
            }}
            onClose={picker.hide}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export function PickerWidget(props: WidgetProps) {
  return <SelectPicker {...props} pickerOptions={pickerOptions(props)} />;
}
