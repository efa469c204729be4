import { getUiOptions, type WidgetProps } from '@rjsf/utils';
import RadioWidget from '../choice/radio-widget.tsx';
import CheckboxWidget from './checkbox-widget.tsx';
import SwitchWidget from './switch-widget.tsx';

// What rjsf asks for to draw any boolean: 'checkbox', also when the uiSchema names no widget. A boolean is drawn as
// a Switch unless its uiSchema asks for a checkbox by name; one whose oneOf gives each answer a title is drawn as
// radios, so those titles are read.

export default function BooleanWidget(props: WidgetProps) {
  const asked = getUiOptions(props.uiSchema).widget;
  if (asked === 'checkbox' || asked === 'CheckboxWidget') return <CheckboxWidget {...props} />;
  if (Array.isArray(props.schema.oneOf)) return <RadioWidget {...props} />;
  return <SwitchWidget {...props} />;
}
