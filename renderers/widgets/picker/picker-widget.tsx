import { deepEquals, type WidgetProps } from '@rjsf/utils';
import { lazy } from 'react';
import { PickerField } from './picker-field.tsx';
import type { PickerOption } from './picker-popup.tsx';
import { textOf } from '../widget-value.ts';

// A single picker with Confirm and Cancel (SPEC.md section 2) over the field's enum or oneOf options:
// the option's title is shown, its value (an enum item's `type`) is stored.

const loadPopup = () => import('./picker-popup.tsx');
const PickerPopup = lazy(loadPopup);

/** A wheel option, and the form value it stands for when that is not its text (pickerOptions). */
export interface SelectOption extends PickerOption {
  stored?: unknown;
}

/**
 * The options rjsf derives from the schema's enum or oneOf (titles as labels), keyed by their place in the list:
 * a value of any JSON type (an object, null, a number) is one option, and two values that print alike stay two.
 */
export function pickerOptions(props: Pick<WidgetProps, 'options'>): SelectOption[] {
  const enumOptions = (props.options.enumOptions ?? []) as { label: string; value: unknown }[];
  return enumOptions.map((option, index) => ({ label: option.label, value: String(index), stored: option.value }));
}

const isValueOf = (option: SelectOption, value: unknown) =>
  'stored' in option ? deepEquals(option.stored, value) : option.value === textOf(value);

export interface SelectPickerProps extends WidgetProps {
  pickerOptions: readonly SelectOption[];
}

/** The picker and day widgets: one column of options behind a trigger. */
export function SelectPicker(props: SelectPickerProps) {
  const chosen = props.pickerOptions.find((option) => isValueOf(option, props.value));
  // A value that is no option (a stale pre-fill) is shown as it is, and validation names it invalid.
  const shown = chosen?.label ?? (textOf(props.value) || undefined);
  return (
    <PickerField
      widget={props}
      shown={shown}
      preload={loadPopup}
      popup={({ frame, choose }) => (
        <PickerPopup
          {...frame}
          options={props.pickerOptions}
          value={chosen?.value}
          onConfirm={(next) => {
            const option = props.pickerOptions.find((candidate) => candidate.value === next);
            choose(option === undefined ? props.options.emptyValue : 'stored' in option ? option.stored : option.value);
          }}
        />
      )}
    />
  );
}

export function PickerWidget(props: WidgetProps) {
  return <SelectPicker {...props} pickerOptions={pickerOptions(props)} />;
}
