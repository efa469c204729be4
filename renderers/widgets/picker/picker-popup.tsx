import { Picker } from 'antd-mobile';
import { useWheelPopup } from './wheel-labels.ts';
import type { PickerPopupFrame } from './picker-field.tsx';

// Loaded on the first tap of a picker or day field (lazy-picker.ts): antd-mobile's Picker, one column.

export interface PickerOption {
  label: string;
  value: string;
}

export interface PickerPopupProps extends PickerPopupFrame {
  options: readonly PickerOption[];
  value: string | undefined;
  onConfirm: (value: string | undefined) => void;
}

export default function PickerPopup({ options, value, onConfirm, ...frame }: PickerPopupProps) {
  const wheel = useWheelPopup(frame);
  return (
    <Picker
      {...wheel.pickerProps}
      columns={[options.map((option) => ({ label: option.label, value: option.value }))]}
      value={value === undefined ? [] : [value]}
      onConfirm={(picked) => {
        const [first] = picked;
        onConfirm(first === null || first === undefined ? undefined : String(first));
      }}
    />
  );
}
