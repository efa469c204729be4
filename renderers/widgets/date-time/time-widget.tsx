import type { WidgetProps } from '@rjsf/utils';
import { lazy } from 'react';
import { PickerField } from '../picker/picker-field.tsx';
import { textOf } from '../widget-value.ts';
import { fromTimeValue, showTime, toTimeValue } from './date-values.ts';

// A time of day (format 'time', ui:widget 'time'): an hour and a minute wheel, loaded on the field's first touch;
// the value is 'HH:MM:SS'.

const loadPopup = () => import('./time-popup.tsx');
const TimePopup = lazy(loadPopup);

export function TimeWidget(props: WidgetProps) {
  const time = fromTimeValue(props.value);
  return (
    <PickerField
      widget={props}
      shown={time ? showTime(time) : textOf(props.value) || undefined}
      preload={loadPopup}
      popup={({ frame, choose }) => (
        <TimePopup
          {...frame}
          value={time}
          onConfirm={(picked) => choose(toTimeValue(picked.hours, picked.minutes))}
        />
      )}
    />
  );
}

export default TimeWidget;
