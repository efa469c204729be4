import { CascadePicker } from 'antd-mobile';
import type { CascadeOption } from '../../../core/card-init/card-init-types.ts';
import { useWheelPopup } from '../picker/wheel-labels.ts';
import type { PickerPopupFrame } from '../picker/picker-field.tsx';

// Loaded on the first tap of a cascadePicker field (../picker/lazy-picker.ts): antd-mobile's CascadePicker.

export interface CascadePickerPopupProps extends PickerPopupFrame {
  options: readonly CascadeOption[];
  /** The option values from the root down; empty for none. */
  value: readonly string[];
  onConfirm: (path: string[]) => void;
}

export default function CascadePickerPopup({ options, value, onConfirm, ...frame }: CascadePickerPopupProps) {
  const wheel = useWheelPopup(frame);
  return (
    <CascadePicker
      {...wheel.pickerProps}
      options={options as CascadeOption[]}
      value={[...value]}
      onConfirm={(picked) => onConfirm(picked.filter((part): part is string | number => part !== null && part !== undefined).map(String))}
    />
  );
}
