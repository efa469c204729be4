// The card-init answer as the adapter reads it (schemas/api/bank-binding/card-init.json, `response`).
// Hand-written and looser than the schema on purpose: the adapter must cope with the items the
// schema lets through (any cate, any inputType) and report them by code. The generated type of the
// schema is assignable to CardInitData.

export interface CardInitOption {
  name: string;
  type: string | number;
}

export interface CardInitItem {
  cate: string;
  code: string;
  value?: string | number | null;
  title?: string;
  subtitle?: string;
  note?: CardInitOption[];
  inputType?: string;
  /** cate 'text' only: the fewest and most characters (digits for number and bankCard) the value may have. */
  minLength?: number;
  maxLength?: number;
  cardTypeMi?: number;
  channelNumber?: number;
  [key: string]: unknown;
}

export interface CardType {
  value: number;
  name: string;
}

/** The shape antd-mobile's CascadePicker takes as `options`. */
export interface CascadeOption {
  label: string;
  value: string;
  children?: CascadeOption[];
}

export interface CardInitData {
  /** Absent: one tab, card type 1 (SPEC.md section 3: card types come from the server, default 1). */
  cardTypes?: CardType[];
  items: CardInitItem[];
  cityOptions?: CascadeOption[];
}

/** Every widget name the adapter writes into a uiSchema; the widget registry must resolve each one. */
export const CARD_INIT_WIDGETS = ['text', 'number', 'bankCard', 'picker', 'cascadePicker', 'day'] as const;
export type CardInitWidget = (typeof CARD_INIT_WIDGETS)[number];

/** Only string fields: the form posts form-encoded, and server values (enum types, days) arrive as strings. */
export interface FieldSchema {
  type: 'string';
  title?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  enum?: string[];
}

export interface FormSchema {
  type: 'object';
  properties: Record<string, FieldSchema>;
  required: string[];
}

export interface CascadeUiOptions {
  cascadeOptions: CascadeOption[];
  separator: string;
}

/**
 * A text field's length messages (core/error-messages.ts): the catalog key per keyword, and the values of its
 * placeholders ({field}, {min}, {max}), which the server fills the same way.
 */
export interface LengthUiOptions {
  errorMessages: { minLength: string; maxLength: string };
  errorMessageVars: { field: string; min: number; max: number };
}

export interface FieldUiSchema {
  'ui:widget': CardInitWidget;
  'ui:placeholder'?: string;
  /** An enum item's option names, beside its types in the schema's enum. */
  'ui:enumNames'?: string[];
  'ui:options'?: CascadeUiOptions | LengthUiOptions;
}

// Item codes cannot contain ':', so they never clash with 'ui:order'.
export interface FormUiSchema {
  'ui:order': string[];
  [code: string]: FieldUiSchema | string[];
}

/** One rendered item, normalised: defaults applied, the widget chosen. */
export interface AdaptedField {
  code: string;
  cate: 'text' | 'enum' | 'citySelect' | 'day';
  widget: CardInitWidget;
  cardTypeMi: number;
  channelNumber: number;
}

export type AdapterErrorReason =
  | 'missingCode'
  | 'invalidCode'
  | 'reservedCode'
  | 'duplicateCode'
  | 'unknownCate'
  | 'unknownInputType'
  | 'missingOptions'
  | 'invalidOption'
  | 'missingCityOptions'
  | 'invalidLength'
  | 'unknownCardType';

/**
 * An item the adapter could not turn into a field. `message` is for product staff and logs (it names
 * the item's code); a borrower sees a catalogue message instead.
 */
export interface AdapterError {
  reason: AdapterErrorReason;
  /** The item's code as sent, or undefined when it has none. */
  code: string | undefined;
  /** The item's position in `items`. */
  index: number;
  message: string;
}

export interface AdaptedCardInit {
  schema: FormSchema;
  uiSchema: FormUiSchema;
  /** The items' pre-fills, keyed by code: the tab's initial form data. */
  formDataDefaults: Record<string, string>;
  fields: AdaptedField[];
  /** Non-empty means the form is incomplete: the screen shows an error instead of offering Next. */
  errors: AdapterError[];
}
