import { CascadePicker } from 'antd-mobile';
import type { CascadeOption } from '../../../core/card-init/card-init-types.ts';
import { useId } from 'react';
import { message } from '../../../core/messages.ts';
import { popupClassOf, useEnglishWheelLabels } from '../picker/wheel-labels.ts';

// Loaded on the first tap of a cascadePicker field (../picker/lazy-picker.ts): antd-mobile's CascadePicker.

export interface CascadePickerPopupProps {
  visible: boolean;
  title?: string;
  options: readonly CascadeOption[];
  /** The option values from the root down; empty for none. */
  value: readonly string[];
  onConfirm: (path: string[]) => void;
  onClose: () => void;
}

export default function CascadePickerPopup({ visible, title, options, value, onConfirm, onClose }: CascadePickerPopupProps) {
  const popupClassName = popupClassOf(useId());
  useEnglishWheelLabels(popupClassName, visible);
  return (
    <CascadePicker
      visible={visible}
      popupClassName={popupClassName}
      title={title}
      options={options as CascadeOption[]}
      value={[...value]}
      confirmText={message('common.confirm')}
      cancelText={message('common.cancel')}
      onConfirm={(picked) => onConfirm(picked.filter((part): part is string | number => part !== null && part !== undefined).map(String))}
      onClose={onClose}
    />
  );
}
