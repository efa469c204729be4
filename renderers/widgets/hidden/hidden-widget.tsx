import type { WidgetProps } from '@rjsf/utils';

// A hidden field (ui:widget 'hidden'): nothing is drawn, and the form keeps the value it holds (a default, a value the
// screen sets) and sends it, as rjsf's own hidden widget does, without a stock <input> in the page.

export function HiddenWidget(_props: WidgetProps) {
  return null;
}

export default HiddenWidget;
