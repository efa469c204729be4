import type { ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import validateFns from '../../generated/validators/forms/registration.js';
import type { RegistrationForm } from '../../generated/types/forms/registration/schema.ts';
import { isMessageKey, message } from '../../renderers/core/messages.ts';
import schema from '../../schemas/forms/registration/schema.json';
import uiSchema from '../../schemas/forms/registration/ui-schema.json';

// The registration form as product staff define it (schemas/forms/registration): the fields, the phone rule and
// its grouping, and which catalog message each failed rule shows. The page, its checks before sending an SMS, and
// the tests all go through this one definition.

/** What the form holds while the visitor types: any field may still be empty. */
export type RegistrationData = Partial<RegistrationForm>;
export type RegistrationField = keyof RegistrationForm;

export interface RegistrationFormDefinition {
  schema: RJSFSchema;
  uiSchema: UiSchema<RegistrationData>;
  /** Precompiled by `npm run gen` (no eval in the browser). */
  validator: ValidatorType<RegistrationData>;
}

export const registrationForm: RegistrationFormDefinition = {
  schema: schema as RJSFSchema,
  uiSchema: uiSchema as UiSchema<RegistrationData>,
  validator: createPrecompiledValidator(validateFns, schema as RJSFSchema) as ValidatorType<RegistrationData>,
};

type FieldOptions = { 'ui:options'?: { errorMessages?: Record<string, string> } };

function fieldOf(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '');
}

/**
 * The catalog key a field's uiSchema names for a failed keyword: "ui:options": {"errorMessages": {"pattern":
 * "promo.phoneInvalid"}}. Undefined when the uiSchema names none (the generic catalog text stays).
 */
export function errorMessageKey(ui: UiSchema, field: string, keyword: string | undefined): string | undefined {
  if (!keyword) return undefined;
  const key = (ui[field] as FieldOptions | undefined)?.['ui:options']?.errorMessages?.[keyword];
  return typeof key === 'string' ? key : undefined;
}

/** rjsf's transformErrors: each field's own messages from its uiSchema, over the generic catalog texts. */
export function fieldMessages(ui: UiSchema): ErrorTransformer<RegistrationData> {
  return (errors) =>
    errors.map((error) => {
      const key = errorMessageKey(ui, fieldOf(error), error.name);
      if (!key || !isMessageKey(key)) return error;
      const text = message(key);
      return { ...error, message: text, stack: `${error.property ?? ''} ${text}`.trim() };
    });
}

/**
 * The first message for one field, as the form would show it on submit: the same validator, the same messages.
 * The SMS button and the captcha refresh check the phone this way before anything is sent.
 */
export function fieldError(form: RegistrationFormDefinition, data: RegistrationData, field: RegistrationField): string | undefined {
  const { errors } = form.validator.validateFormData(data, form.schema, undefined, fieldMessages(form.uiSchema as UiSchema), form.uiSchema);
  return errors.find((error) => fieldOf(error) === field)?.message;
}
