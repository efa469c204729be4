import type { WidgetProps } from '@rjsf/utils';
import { NumberInputWidget } from '../number-input/number-input-widget.tsx';
import { isNumberSchema } from '../widget-value.ts';
import { TextInput } from './text-input.tsx';

/**
 * The default widget of every string, number and integer field: a number field gets the typed number input,
 * which keeps "3." on the screen and only numbers in the data (number-input/number-input-widget.tsx).
 */
export function TextWidget(props: WidgetProps) {
  return isNumberSchema(props.schema) ? <NumberInputWidget {...props} /> : <TextInput {...props} />;
}
