// The form half of the registry (renderers/registry.ts lists it with the nodes): the widgets, fields and templates
// SchemaForm hands rjsf. SchemaForm imports this module, not the registry, so that a form page does not load the
// descriptor nodes: a bundler places a module by which pages can reach it, and the registry reaches renderers/nodes.ts
// (docs/decisions/005-bundle-strategy.md).
import { ObjectField } from './fields/object-field.tsx';
import { ErrorListTemplate } from './templates/error-list-template.tsx';
import { fieldTemplateFor } from './templates/field-template.tsx';
import { ObjectFieldTemplate } from './templates/object-field-template.tsx';
import { SubmitButton } from './templates/submit-button.tsx';
import { BankCardWidget } from './widgets/bank-card/bank-card-widget.tsx';
import { CaptchaWidget } from './widgets/captcha/captcha-widget.tsx';
import { CascadePickerWidget } from './widgets/cascade-picker/cascade-picker-widget.tsx';
import { DayWidget } from './widgets/day/day-widget.tsx';
import { ImageUploaderWidget } from './widgets/image-uploader/image-uploader-widget.tsx';
import { NumberWidget } from './widgets/number/number-widget.tsx';
import { PickerWidget } from './widgets/picker/picker-widget.tsx';
import { PhoneWidget } from './widgets/phone/phone-widget.tsx';
import { SmsCodeWidget } from './widgets/sms-code/sms-code-widget.tsx';
import { TextWidget } from './widgets/text/text-widget.tsx';
import { TextareaWidget } from './widgets/textarea/textarea-widget.tsx';
import { lazyWidget } from './widgets/lazy-widget.tsx';
import { HiddenWidget } from './widgets/hidden/hidden-widget.tsx';

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
  imageUploader: ImageUploaderWidget,
  // Choices (H1, issue 22): 'select' draws a few options as radios and more behind the picker; rjsf's own names
  // draw the same widgets. 'checkbox' is what rjsf asks for any boolean: a Switch, or a Checkbox when named.
  select: lazyWidget(() => import('./widgets/choice/choice-widget.tsx')),
  SelectWidget: lazyWidget(() => import('./widgets/choice/choice-widget.tsx')),
  radio: lazyWidget(() => import('./widgets/choice/radio-widget.tsx')),
  RadioWidget: lazyWidget(() => import('./widgets/choice/radio-widget.tsx')),
  selector: lazyWidget(() => import('./widgets/choice/selector-widget.tsx')),
  checkboxes: lazyWidget(() => import('./widgets/checkboxes/checkboxes-widget.tsx')),
  CheckboxesWidget: lazyWidget(() => import('./widgets/checkboxes/checkboxes-widget.tsx')),
  checkbox: lazyWidget(() => import('./widgets/boolean/boolean-widget.tsx')),
  CheckboxWidget: lazyWidget(() => import('./widgets/boolean/boolean-widget.tsx')),
  switch: lazyWidget(() => import('./widgets/boolean/switch-widget.tsx')),
  // Typed values and formats (H2, issue 22). A number field with no ui:widget is drawn by 'text' (its typed number
  // input); rjsf's own names (PasswordWidget, DateTimeWidget, ...) reach these through rjsfWidgetAliases.
  money: lazyWidget(() => import('./widgets/money/money-widget.tsx')),
  password: lazyWidget(() => import('./widgets/password/password-widget.tsx')),
  email: lazyWidget(() => import('./widgets/text/email-widget.tsx')),
  uri: lazyWidget(() => import('./widgets/text/uri-widget.tsx')),
  tel: lazyWidget(() => import('./widgets/text/tel-widget.tsx')),
  date: lazyWidget(() => import('./widgets/date-time/date-widget.tsx')),
  'alt-date': lazyWidget(() => import('./widgets/date-time/date-widget.tsx')),
  dateTime: lazyWidget(() => import('./widgets/date-time/date-time-widget.tsx')),
  'date-time': lazyWidget(() => import('./widgets/date-time/date-time-widget.tsx')),
  datetime: lazyWidget(() => import('./widgets/date-time/date-time-widget.tsx')),
  'alt-datetime': lazyWidget(() => import('./widgets/date-time/date-time-widget.tsx')),
  time: lazyWidget(() => import('./widgets/date-time/time-widget.tsx')),
  range: lazyWidget(() => import('./widgets/range/range-widget.tsx')),
  updown: lazyWidget(() => import('./widgets/updown/updown-widget.tsx')),
  // Eager: it draws nothing, and a lazy one would flash a label-only placeholder frame while its code downloads.
  hidden: HiddenWidget,
  file: lazyWidget(() => import('./widgets/file/file-widget.tsx')),
  files: lazyWidget(() => import('./widgets/file/file-widget.tsx')),
  'data-url': lazyWidget(() => import('./widgets/file/file-widget.tsx')),
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
