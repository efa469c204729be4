import type { WidgetProps } from '@rjsf/utils';
import { lazy } from 'react';
import { PickerField } from '../picker/picker-field.tsx';
import { textOf } from '../widget-value.ts';
import { fromDateValue, pickerRange, showDate, toDateValue } from './date-values.ts';

// A date (format 'date', ui:widget 'date' or 'alt-date'): antd-mobile's DatePicker by day, loaded on the field's
// first touch; the value is 'YYYY-MM-DD'. The range is ui:options.minDate/maxDate, else 100 years back to 20 on.

const loadPopup = () => import('./date-popup.tsx');
const DatePopup = lazy(loadPopup);

export function DateWidget(props: WidgetProps) {
  const date = fromDateValue(props.value);
  const { min, max } = pickerRange(props.options);
  return (
    <PickerField
      widget={props}
      // A value that is no date (a stale pre-fill) is shown as it is, and validation names it.
      shown={date ? showDate(date) : textOf(props.value) || undefined}
      preload={loadPopup}
      popup={({ frame, choose }) => (
        <DatePopup
          {...frame}
          precision="day"
          value={date}
          min={min}
          max={max}
          onConfirm={(picked) => choose(toDateValue(picked))}
        />
      )}
    />
  );
}

export default DateWidget;
