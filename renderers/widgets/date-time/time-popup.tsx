import { Picker } from 'antd-mobile';
import { useId } from 'react';
import { message } from '../../../core/messages.ts';
import { popupClassOf, useEnglishWheelLabels } from '../picker/wheel-labels.ts';

// Loaded on the first touch of a time field: antd-mobile's Picker with an hour and a minute column (its DatePicker
// always starts at the year).

const pad = (value: number) => String(value).padStart(2, '0');
const hours = Array.from({ length: 24 }, (_, hour) => ({ label: pad(hour), value: pad(hour) }));
const minutes = Array.from({ length: 60 }, (_, minute) => ({ label: pad(minute), value: pad(minute) }));

export interface TimePopupProps {
  visible: boolean;
  title?: string;
  value: { hours: number; minutes: number } | undefined;
  onConfirm: (value: { hours: number; minutes: number }) => void;
  onClose: () => void;
}

export default function TimePopup({ visible, title, value, onConfirm, onClose }: TimePopupProps) {
  const popupClassName = popupClassOf(useId());
  useEnglishWheelLabels(popupClassName, visible);
  return (
    <Picker
      visible={visible}
      popupClassName={popupClassName}
      title={title}
      columns={[hours, minutes]}
      value={value === undefined ? ['09', '00'] : [pad(value.hours), pad(value.minutes)]}
      confirmText={message('common.confirm')}
      cancelText={message('common.cancel')}
      onConfirm={([hour, minute]) => onConfirm({ hours: Number(hour ?? 0), minutes: Number(minute ?? 0) })}
      onClose={onClose}
    />
  );
}
