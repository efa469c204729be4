import { DetailRowsNode } from '/work/main/renderers/nodes/detail-rows/detail-rows-node.tsx';
import { HeadingNode } from '/work/main/renderers/nodes/heading/heading-node.tsx';
import { LinkRowsNode } from '/work/main/renderers/nodes/link-rows/link-rows-node.tsx';
import { RichTextNode } from '/work/main/renderers/nodes/rich-text/rich-text-node.tsx';
import { BankCardWidget } from '/work/main/renderers/widgets/bank-card/bank-card-widget.tsx';
import { CascadePickerWidget } from '/work/main/renderers/widgets/cascade-picker/cascade-picker-widget.tsx';
import { DayWidget } from '/work/main/renderers/widgets/day/day-widget.tsx';
import { NumberWidget } from '/work/main/renderers/widgets/number/number-widget.tsx';
import { PickerWidget } from '/work/main/renderers/widgets/picker/picker-widget.tsx';
import { PhoneWidget } from '/work/main/renderers/widgets/phone/phone-widget.tsx';
import { TextWidget } from '/work/main/renderers/widgets/text/text-widget.tsx';
import { TextareaWidget } from '/work/main/renderers/widgets/textarea/textarea-widget.tsx';

// The one registry (STYLE.md 3). Forms name widgets in ui:widget and descriptors name nodes in "node"; the schema
// checks resolve every such name against the lists below, and an unknown name fails loudly at run time too
// (rjsf throws for a widget, ScreenRenderer draws an error for a node).
//
// A widget here draws its own label and errors through widgets/field-frame.tsx, so it looks the same in a form
// and on its own; FieldTemplate relies on that.

export const widgets = {
  text: TextWidget,
  number: NumberWidget,
  phone: PhoneWidget,
  textarea: TextareaWidget,
  bankCard: BankCardWidget,
  picker: PickerWidget,
  cascadePicker: CascadePickerWidget,
  day: DayWidget,
} as const;

export const nodes = {
  heading: HeadingNode,
  detailRows: DetailRowsNode,
  linkRows: LinkRowsNode,
  richText: RichTextNode,
} as const;

export type WidgetName = keyof typeof widgets;
export type NodeName = keyof typeof nodes;

export const widgetNames = /* @__PURE__ */ Object.keys(widgets) as WidgetName[];
export const nodeNames = /* @__PURE__ */ Object.keys(nodes) as NodeName[];

export function isNodeName(name: string): name is NodeName {
  return Object.hasOwn(nodes, name);
}
