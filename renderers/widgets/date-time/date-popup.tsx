import { DatePicker } from 'antd-mobile';
import { useId } from 'react';
import { message } from '../../../core/messages.ts';
import { popupClassOf, useEnglishWheelLabels } from '../picker/wheel-labels.ts';

// Loaded on the first touch of a date or date-time field (picker/lazy-picker.ts): antd-mobile's DatePicker, by day
// or by minute.

export interface DatePopupProps {
  visible: boolean;
  title?: string;
  precision: 'day' | 'minute';
  value: Date | undefined;
  min: Date;
  max: Date;
  onConfirm: (value: Date) => void;
  onClose: () => void;
}

export default function DatePopup({ visible, title, precision, value, min, max, onConfirm, onClose }: DatePopupProps) {
  const popupClassName = popupClassOf(useId());
  useEnglishWheelLabels(popupClassName, visible);
  return (
    <DatePicker
      visible={visible}
      className={popupClassName}
      title={title}
      precision={precision}
      min={min}
      max={max}
      value={value ?? null}
      confirmText={message('common.confirm')}
      cancelText={message('common.cancel')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
