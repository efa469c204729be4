import { isMessageKey, message, type MessageVars } from './messages.ts';

// What a borrower reads when a field fails a JSON Schema keyword, for every form and for the server alike:
// - a field may name its own catalog message per keyword in its uiSchema:
//   "ui:options": { "errorMessages": { "pattern": "promo.phoneInvalid" } }, with the values of its placeholders in
//   "errorMessageVars" (the bank-binding length messages name the field and the allowed length);
// - otherwise the keyword's generic catalog text.
// The params follow ajv's names (limit, missingProperty, type), which the precompiled ajv validators, the run-time
// cfworker validator and the server's ajv all produce.

type Params = Readonly<Record<string, unknown>> | undefined;

/** A uiSchema, as far as this convention reads it: field -> { "ui:options": { errorMessages } }. */
export type ErrorMessagesUi = Readonly<Record<string, unknown>>;

function isNumberType(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.length > 0 && types.every((t) => t === 'integer' || t === 'number');
}

/** The generic catalog text of a failed keyword. */
export function validationMessage(keyword: string | undefined, params: Params): string {
  switch (keyword) {
    case 'required':
      return message('field.required');
    case 'maxLength':
      return typeof params?.limit === 'number' ? message('field.tooLong', { max: params.limit }) : message('field.invalid');
    case 'type':
      return isNumberType(params?.type) ? message('field.digitsOnly') : message('field.invalid');
    default:
      return message('field.invalid');
  }
}

/** The catalog key that the field's uiSchema names for a failed keyword; undefined when it names none. */
export function errorMessageKey(ui: ErrorMessagesUi | undefined, field: string, keyword: string | undefined): string | undefined {
  if (!ui || !keyword) return undefined;
  const fieldUi = ui[field];
  if (!fieldUi || typeof fieldUi !== 'object') return undefined;
  const options = (fieldUi as { 'ui:options'?: { errorMessages?: Record<string, unknown> } })['ui:options'];
  const key = options?.errorMessages?.[keyword];
  return typeof key === 'string' ? key : undefined;
}

/** The values a field's own messages fill in: "ui:options": { "errorMessageVars": { "min": 10 } }. */
function errorMessageVars(ui: ErrorMessagesUi | undefined, field: string): MessageVars | undefined {
  const fieldUi = ui?.[field];
  if (!fieldUi || typeof fieldUi !== 'object') return undefined;
  const vars = (fieldUi as { 'ui:options'?: { errorMessageVars?: unknown } })['ui:options']?.errorMessageVars;
  return vars && typeof vars === 'object' ? (vars as MessageVars) : undefined;
}

/** The text a borrower reads for `field` failing `keyword`: the field's own message, else the generic one. */
export function fieldErrorMessage(ui: ErrorMessagesUi | undefined, field: string, keyword: string | undefined, params: Params): string {
  const key = errorMessageKey(ui, field, keyword);
  return key !== undefined && isMessageKey(key) ? message(key, errorMessageVars(ui, field)) : validationMessage(keyword, params);
}
