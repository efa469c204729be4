// The form half of the registry (renderers/registry.ts lists it with the nodes): the widgets, fields and templates
// SchemaForm hands rjsf. SchemaForm imports this module, not the registry, so that a form page does not load the
// descriptor nodes: a bundler places a module by which pages can reach it, and the registry reaches renderers/nodes.ts
// (docs/decisions/005-bundle-strategy.md).
import { ObjectField } from './fields/object-field.tsx';
import { ArrayItemField } from './templates/array-item-field.tsx';
import { ErrorListTemplate } from './templates/error-list-template.tsx';
import { fieldTemplateFor } from './templates/field-template.tsx';
import { ObjectFieldTemplate } from './templates/object-field-template.tsx';
import { SubmitButton } from './templates/submit-button.tsx';
import { DescriptionFieldTemplate, FieldErrorTemplate, FieldHelpTemplate, TitleFieldTemplate } from './templates/text-templates.tsx';
import type { IconButtonProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { BankCardWidget } from './widgets/bank-card/bank-card-widget.tsx';
import { CascadePickerWidget } from './widgets/cascade-picker/cascade-picker-widget.tsx';
import { DayWidget } from './widgets/day/day-widget.tsx';
import { NumberWidget } from './widgets/number/number-widget.tsx';
import { PickerWidget } from './widgets/picker/picker-widget.tsx';
import { PhoneWidget } from './widgets/phone/phone-widget.tsx';
import { TextWidget } from './widgets/text/text-widget.tsx';
import { lazyPart, lazyWidget, type Preloadable } from './widgets/lazy-widget.tsx';
import { ArrayField, MultiSchemaField } from './stand-ins/rjsf-default-registry.ts';
import { HiddenWidget } from './widgets/hidden/hidden-widget.tsx';
import { formCodeNames, type LazyRjsfField } from './core/form-code.ts';

export const widgets = {
  text: TextWidget,
  number: NumberWidget,
  phone: PhoneWidget,
  bankCard: BankCardWidget,
  picker: PickerWidget,
  cascadePicker: CascadePickerWidget,
  day: DayWidget,
  // Each named by one form only (the complaint's, the registration's): no other form's first load carries them.
  textarea: lazyWidget(() => import('./widgets/textarea/textarea-widget.tsx').then((module) => ({ default: module.TextareaWidget }))),
  captcha: lazyWidget(() => import('./widgets/captcha/captcha-widget.tsx').then((module) => ({ default: module.CaptchaWidget }))),
  smsCode: lazyWidget(() => import('./widgets/sms-code/sms-code-widget.tsx').then((module) => ({ default: module.SmsCodeWidget }))),
  imageUploader: lazyWidget(() => import('./widgets/image-uploader/image-uploader-widget.tsx').then((module) => ({ default: module.ImageUploaderWidget }))),
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

/**
 * The lazy parts a form draws at once (renderers/core/form-code.ts): the widgets it names that are drawn lazily, and
 * rjsf's fields for arrays and for anyOf/oneOf, which builds load apart (renderers/stand-ins/rjsf-default-registry.ts).
 */
function lazyPartsOf(schema: unknown, uiSchema: unknown): Preloadable<unknown>[] {
  const names = formCodeNames(schema, uiSchema);
  const registered = widgets as Record<string, unknown>;
  const lazyWidgets = names.widgets.map((name) => registered[name]).filter((widget): widget is Preloadable<unknown> => typeof widget === 'function' && 'preload' in widget);
  return [...lazyWidgets, ...names.fields.map((field) => lazyRjsfFields[field])];
}

const lazyRjsfFields = { ArrayField, MultiSchemaField } satisfies Record<LazyRjsfField, Preloadable<unknown>>;

/**
 * Loads the code a form draws at once but builds load apart. A page that waits for it (while its skeleton shows)
 * draws the form whole, in one frame: drawn before, such a field shows a placeholder line, or nothing, until its code
 * comes, and the taller widget then pushes down everything below it, a layout shift the borrower sees (and
 * Lighthouse counts).
 */
export function loadFormCode(schema: unknown, uiSchema: unknown): Promise<void> {
  return Promise.all(lazyPartsOf(schema, uiSchema).map((part) => part.preload())).then(() => undefined);
}

/** Whether loadFormCode has nothing left to wait for. */
export function formCodeLoaded(schema: unknown, uiSchema: unknown): boolean {
  return lazyPartsOf(schema, uiSchema).every((part) => part.isLoaded());
}

/**
 * rjsf's fields replaced by ours: ObjectField re-renders only the field a key press changed (fields/object-field.tsx);
 * ArraySchemaField labels an array's items as a borrower reads them (templates/array-item-field.tsx).
 */
export const fields = {
  ObjectField,
  ArraySchemaField: ArrayItemField,
};

export type FieldName = keyof typeof fields;

// Templates only some forms need (arrays, oneOf choosers, additional properties) download the first time a form
// draws one (lazyPart), so the forms that have none load no more than before.
const arrayButton = (name: 'AddButton' | 'RemoveButton' | 'MoveUpButton' | 'MoveDownButton' | 'CopyButton' | 'ClearButton') =>
  lazyPart<IconButtonProps>(() => import('./templates/array-buttons.tsx').then((module): { default: ComponentType<IconButtonProps> } => ({ default: module[name] })));

/**
 * How a form is laid out around its widgets: labels and errors, objects as lists, arrays, choosers, the buttons.
 * Every template in rjsf's default registry is here or in refusedRjsfNames (tests/unit/rjsf-registry-coverage.test.ts).
 */
export const templates = {
  FieldTemplate: /* @__PURE__ */ fieldTemplateFor(Object.values(widgets)),
  ObjectFieldTemplate,
  ErrorListTemplate,
  DescriptionFieldTemplate,
  TitleFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  ArrayFieldTemplate: lazyPart(() => import('./templates/array-field-template.tsx')),
  ArrayFieldItemTemplate: lazyPart(() => import('./templates/array-field-item-template.tsx')),
  ArrayFieldItemButtonsTemplate: lazyPart(() => import('./templates/array-field-item-buttons-template.tsx')),
  ArrayFieldTitleTemplate: lazyPart(() => import('./templates/array-field-title-template.tsx')),
  ArrayFieldDescriptionTemplate: lazyPart(() => import('./templates/array-field-description-template.tsx')),
  MultiSchemaFieldTemplate: lazyPart(() => import('./templates/multi-schema-field-template.tsx')),
  FallbackFieldTemplate: lazyPart(() => import('./templates/fallback-field-template.tsx')),
  WrapIfAdditionalTemplate: lazyPart(() => import('./templates/wrap-if-additional-template.tsx')),
  BaseInputTemplate: lazyPart(() => import('./templates/base-input-template.tsx')),
  UnsupportedFieldTemplate: lazyPart(() => import('./templates/unsupported-field-template.tsx')),
  ButtonTemplates: {
    SubmitButton,
    AddButton: arrayButton('AddButton'),
    RemoveButton: arrayButton('RemoveButton'),
    MoveUpButton: arrayButton('MoveUpButton'),
    MoveDownButton: arrayButton('MoveDownButton'),
    CopyButton: arrayButton('CopyButton'),
    ClearButton: arrayButton('ClearButton'),
  },
};

/**
 * rjsf's fields that draw nothing themselves, only through the registry's widgets and templates above, so they are
 * kept as rjsf wrote them (each with why).
 */
export const keptRjsfFields = {
  SchemaField: 'picks the field for a schema and draws it in FieldTemplate',
  ArrayField: 'draws through ArrayFieldTemplate, its item templates and the button templates',
  BooleanField: 'draws through the boolean widget',
  NumberField: 'draws through the number widgets',
  StringField: 'draws through the string widgets',
  NullField: 'draws nothing',
  AnyOfField: 'draws through MultiSchemaFieldTemplate',
  OneOfField: 'draws through MultiSchemaFieldTemplate',
  FallbackField: 'draws through UnsupportedFieldTemplate (or FallbackFieldTemplate)',
} as const;

/**
 * rjsf's names the registry refuses, each with why: the schema checks (core/schema-checks) refuse a form that names
 * or needs one, and one that still arrives from the server shows the catalog's words in its place and is reported
 * (templates/refused-parts.tsx), never rjsf's stock HTML.
 */
export const refusedRjsfNames = {
  ColorWidget: 'format color / ui:widget color: no colour picker in the design',
  RatingWidget: 'ui:widget rating: no design for star ratings in a form',
  LayoutGridField: 'ui:field LayoutGridField: grid layouts have no design on a 360-px phone',
  LayoutHeaderField: 'ui:field LayoutHeaderField: part of the grid layouts',
  LayoutMultiSchemaField: 'ui:field LayoutMultiSchemaField: part of the grid layouts',
  GridTemplate: 'ui:GridTemplate: part of the grid layouts',
  CyclicSchemaField: 'a $ref cycle (recursive schema): no design for expanding one on a phone',
  CyclicSchemaExpandTemplate: 'a $ref cycle (recursive schema): no design for expanding one on a phone',
  OptionalDataControlsField: "rjsf's optional data controls: SchemaForm never turns them on",
  OptionalDataControlsTemplate: "rjsf's optional data controls: SchemaForm never turns them on",
} as const satisfies Record<string, string>;

export type RefusedRjsfName = keyof typeof refusedRjsfNames;

/** rjsf's short widget names (ui:widget 'select', format 'date-time'), each with the rjsf widget it stands for. */
export const rjsfWidgetAliases: Readonly<Record<string, string>> = {
  text: 'TextWidget',
  hostname: 'TextWidget',
  ipv4: 'TextWidget',
  ipv6: 'TextWidget',
  textarea: 'TextareaWidget',
  password: 'PasswordWidget',
  email: 'EmailWidget',
  uri: 'URLWidget',
  'data-url': 'FileWidget',
  file: 'FileWidget',
  files: 'FileWidget',
  select: 'SelectWidget',
  radio: 'RadioWidget',
  checkbox: 'CheckboxWidget',
  checkboxes: 'CheckboxesWidget',
  hidden: 'HiddenWidget',
  date: 'DateWidget',
  datetime: 'DateTimeWidget',
  'date-time': 'DateTimeWidget',
  'alt-date': 'AltDateWidget',
  'alt-datetime': 'AltDateTimeWidget',
  time: 'TimeWidget',
  color: 'ColorWidget',
  updown: 'UpDownWidget',
  range: 'RangeWidget',
};

function isRefused(name: string): name is RefusedRjsfName {
  return Object.hasOwn(refusedRjsfNames, name);
}

/**
 * rjsf's own widget names, each drawn by the registry widget that one of its short names names (SelectWidget by
 * `select`), or by the refusal notice; so that neither `ui:widget: "SelectWidget"` nor a format rjsf maps itself
 * reaches a stock widget. Names with neither stay rjsf's (the coverage test fails on them).
 */
function rjsfNamedWidgets(): Record<string, unknown> {
  const named: Record<string, unknown> = {};
  for (const [short, rjsfName] of Object.entries(rjsfWidgetAliases)) {
    if (!(rjsfName in named) && Object.hasOwn(widgets, short)) named[rjsfName] = (widgets as Record<string, unknown>)[short];
  }
  for (const name of Object.keys(refusedRjsfNames)) if (name.endsWith('Widget')) named[name] = refusedWidget(name);
  return named;
}

// The refusal notices download only when a form draws one.
const refusedPart = (kind: 'refusedWidget' | 'refusedField' | 'refusedTemplate') => (name: string) =>
  lazyPart<object>(() =>
    import('./templates/refused-parts.tsx').then((module): { default: ComponentType<object> } => ({ default: module[kind](name) as ComponentType<object> })),
  );
const refusedWidget = refusedPart('refusedWidget');
const refusedField = refusedPart('refusedField');
const refusedTemplate = refusedPart('refusedTemplate');

function refusedOfKind(suffix: 'Field' | 'Template', make: (name: string) => unknown): Record<string, unknown> {
  const refused: Record<string, unknown> = {};
  for (const name of Object.keys(refusedRjsfNames)) if (name.endsWith(suffix) && isRefused(name)) refused[name] = make(name);
  return refused;
}

/** What SchemaForm hands rjsf: the registry's widgets, fields and templates, rjsf's names for them, and refusals. */
export const rjsfRegistry = {
  widgets: { ...rjsfNamedWidgets(), ...widgets },
  fields: { ...refusedOfKind('Field', refusedField), ...fields },
  templates: { ...refusedOfKind('Template', refusedTemplate), ...templates },
};
