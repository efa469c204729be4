import { ObjectField } from './fields/object-field.tsx';
import { nodes, type NodeName } from './nodes.ts';
import { ErrorListTemplate } from './templates/error-list-template.tsx';
import { fieldTemplateFor } from './templates/field-template.tsx';
import { ObjectFieldTemplate } from './templates/object-field-template.tsx';
import { SubmitButton } from './templates/submit-button.tsx';
import { BankCardWidget } from './widgets/bank-card/bank-card-widget.tsx';
import { CaptchaWidget } from './widgets/captcha/captcha-widget.tsx';
import { CascadePickerWidget } from './widgets/cascade-picker/cascade-picker-widget.tsx';
import { DayWidget } from './widgets/day/day-widget.tsx';
import { NumberWidget } from './widgets/number/number-widget.tsx';
import { PickerWidget } from './widgets/picker/picker-widget.tsx';
import { PhoneWidget } from './widgets/phone/phone-widget.tsx';
import { SmsCodeWidget } from './widgets/sms-code/sms-code-widget.tsx';
import { TextWidget } from './widgets/text/text-widget.tsx';
import { TextareaWidget } from './widgets/textarea/textarea-widget.tsx';

// The one registry (STYLE.md 3): everything a schema can name. Forms name widgets in ui:widget, and may name rjsf
// fields in ui:field and templates in ui:<Kind>Template; descriptors name nodes in "node". SchemaForm hands rjsf the
// widgets, fields and templates below, ScreenRenderer draws the nodes. The schema checks resolve every widget and
// node name against these lists, and an unknown name fails loudly at run time too (rjsf throws for a widget,
// ScreenRenderer draws an error for a node).
//
// A widget here draws its own label and errors through widgets/field-frame.tsx, so it looks the same in a form
// and on its own; FieldTemplate, given these widgets, leaves the frame to them.
//
// The nodes live in nodes.ts, which ScreenRenderer imports alone, so that a descriptor screen does not load the form
// widgets; this module re-exports them, so the lists stay in one place for the schema checks.

export { isNodeName, nodes, type NodeName } from './nodes.ts';

export const widgets = {
  text: TextWidget,
  number: NumberWidget,
  phone: PhoneWidget,
  textarea: TextareaWidget,
  bankCard: BankCardWidget,
  picker: PickerWidget,
  cascadePicker: CascadePickerWidget,
  day: DayWidget,
  captcha: CaptchaWidget,
  smsCode: SmsCodeWidget,
} as const;

export type WidgetName = keyof typeof widgets;

/** rjsf's fields replaced by ours: ObjectField re-renders only the field a key press changed (fields/object-field.tsx). */
export const fields = {
  ObjectField,
};

export type FieldName = keyof typeof fields;

/** How a form is laid out around its widgets: labels and errors, objects as lists, the submit button. */
export const templates = {
  FieldTemplate: /* @__PURE__ */ fieldTemplateFor(Object.values(widgets)),
  ObjectFieldTemplate,
  ErrorListTemplate,
  ButtonTemplates: { SubmitButton },
};

export const widgetNames = Object.keys(widgets) as WidgetName[];
export const nodeNames = Object.keys(nodes) as NodeName[];
