import type { WidgetProps } from '@rjsf/utils';
import CheckboxesWidget from '../checkboxes/checkboxes-widget.tsx';
import { PickerWidget } from '../picker/picker-widget.tsx';
import { choiceOptions } from './choice-options.ts';
import RadioWidget from './radio-widget.tsx';

// ui:widget 'select', rjsf's default for an enum or a oneOf of consts: a few options are drawn in sight as radios, so
// a borrower sees them all at once; more go behind the picker, whose wheel holds any number. An array of unique
// choices (rjsf asks 'select' with `multiple`) gets checkboxes.

/** The most options drawn as radios. */
const radioMax = 5;

export default function ChoiceWidget(props: WidgetProps) {
  if (props.multiple) return <CheckboxesWidget {...props} />;
  const choices = choiceOptions(props);
  if (choices.length <= radioMax) return <RadioWidget {...props} />;
  return <PickerWidget {...props} options={{ ...props.options, enumOptions: choices }} />;
}
