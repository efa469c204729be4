import { Picker } from 'antd-mobile';
import { useWheelPopup } from '../picker/wheel-labels.ts';
import type { PickerPopupFrame } from '../picker/picker-field.tsx';

// Loaded on the first touch of a time field: antd-mobile's Picker with an hour and a minute column (its DatePicker
// always starts at the year).

const pad = (value: number) => String(value).padStart(2, '0');
const hours = Array.from({ length: 24 }, (_, hour) => ({ label: pad(hour), value: pad(hour) }));
const minutes = Array.from({ length: 60 }, (_, minute) => ({ label: pad(minute), value: pad(minute) }));

export interface TimePopupProps extends PickerPopupFrame {
  value: { hours: number; minutes: number } | undefined;
  onConfirm: (value: { hours: number; minutes: number }) => void;
}

export default function TimePopup({ value, onConfirm, ...frame }: TimePopupProps) {
  const wheel = useWheelPopup(frame);
  return (
    <Picker
      {...wheel.pickerProps}
      columns={[hours, minutes]}
      value={value === undefined ? ['09', '00'] : [pad(value.hours), pad(value.minutes)]}
      onConfirm={([hour, minute]) => onConfirm({ hours: Number(hour ?? 0), minutes: Number(minute ?? 0) })}
    />
  );
}
