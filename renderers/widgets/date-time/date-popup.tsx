import { DatePicker } from 'antd-mobile';
import { useWheelPopup } from '../picker/wheel-labels.ts';
import type { PickerPopupFrame } from '../picker/picker-field.tsx';

// Loaded on the first touch of a date or date-time field (picker/lazy-picker.ts): antd-mobile's DatePicker, by day
// or by minute.

export interface DatePopupProps extends PickerPopupFrame {
  precision: 'day' | 'minute';
  value: Date | undefined;
  min: Date;
  max: Date;
  onConfirm: (value: Date) => void;
}

export default function DatePopup({ precision, value, min, max, onConfirm, ...frame }: DatePopupProps) {
  const wheel = useWheelPopup(frame);
  return (
    <DatePicker
      {...wheel.datePickerProps}
      precision={precision}
      min={min}
      max={max}
      value={value ?? null}
      onConfirm={onConfirm}
    />
  );
}
