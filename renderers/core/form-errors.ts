import type { ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { errorMessageKey, fieldErrorMessage, type ErrorMessagesUi } from '../../core/error-messages.ts';
import { message } from '../../core/messages.ts';

// rjsf's side of the message convention in core/error-messages.ts: every form that SchemaForm draws shows catalog
// texts, and each field the messages its uiSchema names, with nothing for the caller to wire.

/** The field an rjsf error is about: '.phone' -> 'phone'. */
export function fieldOf(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '');
}

type Params = Readonly<Record<string, unknown>> | undefined;

function bound(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

function expectedTypes(params: Params): unknown[] {
  const type = params?.type;
  return Array.isArray(type) ? type : typeof type === 'string' ? type.split(',') : [];
}

/**
 * The catalog text of the number and format keywords, filled with the bound the validator names (ajv's params:
 * limit, multipleOf, type, format); undefined leaves the keyword to the generic texts of core/error-messages.ts.
 */
export function typedValueMessage(keyword: string | undefined, params: Params): string | undefined {
  switch (keyword) {
    case 'type': {
      const types = expectedTypes(params);
      if (types.length === 0 || !types.every((type) => type === 'number' || type === 'integer' || type === 'null')) return undefined;
      return types.includes('number') ? message('field.notANumber') : message('field.wholeNumber');
    }
    case 'minimum': {
      const limit = bound(params?.limit);
      return limit === undefined ? undefined : message('field.minimum', { limit });
    }
    case 'maximum': {
      const limit = bound(params?.limit);
      return limit === undefined ? undefined : message('field.maximum', { limit });
    }
    case 'exclusiveMinimum': {
      const limit = bound(params?.limit);
      return limit === undefined ? undefined : message('field.exclusiveMinimum', { limit });
    }
    case 'exclusiveMaximum': {
      const limit = bound(params?.limit);
      return limit === undefined ? undefined : message('field.exclusiveMaximum', { limit });
    }
    case 'multipleOf': {
      const multipleOf = bound(params?.multipleOf);
      return multipleOf === undefined ? undefined : message('field.multipleOf', { multipleOf });
    }
    case 'format':
      switch (params?.format) {
        case 'email':
          return message('field.format.email');
        case 'uri':
        case 'url':
          return message('field.format.uri');
        case 'date':
          return message('field.format.date');
        case 'date-time':
          return message('field.format.dateTime');
        case 'time':
          return message('field.format.time');
        case 'tel':
          return message('field.format.tel');
        case 'data-url':
          return message('field.format.dataUrl');
        default:
          return undefined;
      }
    default:
      return undefined;
  }
}

/** rjsf's transformErrors: catalog text in place of the validator's own English, the field's own where it names one. */
export const toCatalogErrors: ErrorTransformer = (errors: RJSFValidationError[], uiSchema?: UiSchema) =>
  errors.map((error) => {
    if (!error.name) return error;
    const ui = uiSchema as ErrorMessagesUi | undefined;
    const field = fieldOf(error);
    const params = error.params as Params;
    // A property that another one needs (dependencies) is missing: the borrower reads that it is required, as the
    // validator's own message says, and a field's own "required" message applies.
    const keyword = typeof params?.missingProperty === 'string' ? 'required' : error.name;
    const own = errorMessageKey(ui, field, keyword) !== undefined;
    const text = (own ? undefined : typedValueMessage(keyword, params)) ?? fieldErrorMessage(ui, field, keyword, params);
    return { ...error, message: text, stack: error.property ? `${error.property} ${text}` : text };
  });

/** A form as a screen holds it: its schema, uiSchema and (precompiled or eval-free) validator. */
export interface FormDefinition<T> {
  schema: RJSFSchema;
  uiSchema: UiSchema<T>;
  validator: ValidatorType<T>;
}

/**
 * The first message for one field, as the form would show it on submit: the same validator, the same messages.
 * For checks before the form is sent, such as a phone number checked before an SMS goes out.
 */
export function fieldError<T>(form: FormDefinition<T>, data: T, field: string): string | undefined {
  const { errors } = form.validator.validateFormData(data, form.schema, undefined, toCatalogErrors as ErrorTransformer<T>, form.uiSchema);
  return errors.find((error) => fieldOf(error) === field)?.message;
}
