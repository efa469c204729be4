import type { WidgetProps } from '@rjsf/utils';
import { lazy } from 'react';
import { PickerField } from '../picker/picker-field.tsx';
import { textOf } from '../widget-value.ts';
import { fromDateTimeValue, pickerRange, showDateTime, toDateTimeValue } from './date-values.ts';

// A date and time (format 'date-time', ui:widget 'dateTime', 'date-time' or 'alt-datetime'): antd-mobile's
// DatePicker by minute, loaded on the field's first touch; the value is RFC 3339 with the phone's offset.

const loadPopup = () => import('./date-popup.tsx');
const DatePopup = lazy(loadPopup);

export function DateTimeWidget(props: WidgetProps) {
  const date = fromDateTimeValue(props.value);
  const { min, max } = pickerRange(props.options);
  return (
    <PickerField
      widget={props}
      shown={date ? showDateTime(date) : textOf(props.value) || undefined}
      preload={loadPopup}
      popup={({ frame, choose }) => (
        <DatePopup
          {...frame}
          precision="minute"
          value={date}
          min={min}
          max={max}
          onConfirm={(picked) => choose(toDateTimeValue(picked))}
        />
      )}
    />
  );
}

export default DateTimeWidget;
