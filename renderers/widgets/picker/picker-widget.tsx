import type { WidgetProps } from '@rjsf/utils';
import { lazy } from 'react';
import { PickerField } from './picker-field.tsx';
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
  const value = textOf(props.value);
  const chosen = props.pickerOptions.find((option) => option.value === value);
  // A value that is no option (a stale pre-fill) is shown as it is, and validation names it invalid.
  const shown = value === '' ? undefined : (chosen?.label ?? value);
  return (
    <PickerField
      widget={props}
      shown={shown}
      preload={loadPopup}
      popup={({ visible, choose, close }) => (
        <PickerPopup
          visible={visible}
          title={props.label}
          options={props.pickerOptions}
          value={chosen?.value}
          onConfirm={(next) => choose(next ?? props.options.emptyValue)}
          onClose={close}
        />
      )}
    />
  );
}

export function PickerWidget(props: WidgetProps) {
  return <SelectPicker {...props} pickerOptions={pickerOptions(props)} />;
}
