import type { WidgetProps } from '@rjsf/utils';
import { pickerOptions, SelectPicker } from '../picker/picker-widget.tsx';

// A day of the month, 1 to 31 (card-init 'day' items), picked from one column. The schema's enum
// gives the days when it has one; otherwise every day of the month is offered.

const everyDay = Array.from({ length: 31 }, (_, index) => ({ label: String(index + 1), value: String(index + 1) }));

export function DayWidget(props: WidgetProps) {
  const fromSchema = pickerOptions(props);
  return <SelectPicker {...props} pickerOptions={fromSchema.length > 0 ? fromSchema : everyDay} />;
}
