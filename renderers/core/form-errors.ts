import type { ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { fieldErrorMessage, type ErrorMessagesUi } from '../../core/error-messages.ts';

// rjsf's side of the message convention in core/error-messages.ts: every form that SchemaForm draws shows catalog
// texts, and each field the messages its uiSchema names, with nothing for the caller to wire.

/** The field an rjsf error is about: '.phone' -> 'phone'. */
export function fieldOf(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '');
}

/** rjsf's transformErrors: catalog text in place of the validator's own English, the field's own where it names one. */
export const toCatalogErrors: ErrorTransformer = (errors: RJSFValidationError[], uiSchema?: UiSchema) =>
  errors.map((error) => {
    if (!error.name) return error;
    const text = fieldErrorMessage(uiSchema as ErrorMessagesUi | undefined, fieldOf(error), error.name, error.params as ErrorMessagesUi | undefined);
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
