import { Picker } from 'antd-mobile';
import { useId } from 'react';
import { message } from '../../../core/messages.ts';
import { popupClassOf, useEnglishWheelLabels } from './wheel-labels.ts';

// Loaded on the first tap of a picker or day field (lazy-picker.ts): antd-mobile's Picker, one column.

export interface PickerOption {
  label: string;
  value: string;
}

export interface PickerPopupProps {
  visible: boolean;
  title?: string;
  options: readonly PickerOption[];
  value: string | undefined;
  onConfirm: (value: string | undefined) => void;
  onClose: () => void;
}

export default function PickerPopup({ visible, title, options, value, onConfirm, onClose }: PickerPopupProps) {
  const popupClassName = popupClassOf(useId());
  useEnglishWheelLabels(popupClassName, visible);
  return (
    <Picker
      visible={visible}
      popupClassName={popupClassName}
      title={title}
      columns={[options.map((option) => ({ label: option.label, value: option.value }))]}
      value={value === undefined ? [] : [value]}
      confirmText={message('common.confirm')}
      cancelText={message('common.cancel')}
      onConfirm={(picked) => {
        const [first] = picked;
        onConfirm(first === null || first === undefined ? undefined : String(first));
      }}
      onClose={onClose}
    />
  );
}
