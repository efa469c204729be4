import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import validateFns from '../../generated/validators/forms/registration.js';
import type { RegistrationForm } from '../../generated/types/forms/registration/schema.ts';
import type { FormDefinition } from '../../renderers/core/form-errors.ts';
import schema from '../../schemas/forms/registration/schema.json';
import uiSchema from '../../schemas/forms/registration/ui-schema.json';

// The registration form as product staff define it (schemas/forms/registration): the fields, the phone rule and
// its grouping, and which catalog message each failed rule shows. The page, its checks before sending an SMS, and
// the tests all go through this one definition.

/** What the form holds while the visitor types: any field may still be empty. */
export type RegistrationData = Partial<RegistrationForm>;
export type RegistrationField = keyof RegistrationForm;

/** Its validator is precompiled by `npm run gen` (no eval in the browser). */
export type RegistrationFormDefinition = FormDefinition<RegistrationData>;

export const registrationForm: RegistrationFormDefinition = {
  schema: schema as RJSFSchema,
  uiSchema: uiSchema as UiSchema<RegistrationData>,
  validator: createPrecompiledValidator(validateFns, schema as RJSFSchema) as ValidatorType<RegistrationData>,
};
