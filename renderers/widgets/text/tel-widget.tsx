import type { WidgetProps } from '@rjsf/utils';
import { TextInput, type TextKind } from './text-input.tsx';

const kind: TextKind = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' };

/** A tel field (format 'tel' or ui:widget 'tel'): the tel keyboard, and the browser may fill it in. */
export function TelWidget(props: WidgetProps) {
  return <TextInput {...props} kind={kind} />;
}

export default TelWidget;
