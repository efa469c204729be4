import type { WidgetProps } from '@rjsf/utils';
import { TextInput, type TextKind } from './text-input.tsx';

const kind: TextKind = { type: 'email', inputMode: 'email', autoComplete: 'email' };

/** A email field (format 'email' or ui:widget 'email'): the email keyboard, and the browser may fill it in. */
export function EmailWidget(props: WidgetProps) {
  return <TextInput {...props} kind={kind} />;
}

export default EmailWidget;
