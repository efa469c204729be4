import type { WidgetProps } from '@rjsf/utils';
import { TextInput, type TextKind } from './text-input.tsx';

const kind: TextKind = { type: 'url', inputMode: 'url', autoComplete: 'url' };

/** A uri field (format 'uri' or ui:widget 'uri'): the url keyboard, and the browser may fill it in. */
export function UriWidget(props: WidgetProps) {
  return <TextInput {...props} kind={kind} />;
}

export default UriWidget;
