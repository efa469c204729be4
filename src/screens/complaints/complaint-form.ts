import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import validateFns from '../../../generated/validators/forms/complaint.js';
import type { ComplaintForm } from '../../../generated/types/forms/complaint/schema.ts';
import type { FormDefinition } from '../../../renderers/core/form-errors.ts';
import schema from '../../../schemas/forms/complaint/schema.json';
import uiSchema from '../../../schemas/forms/complaint/ui-schema.json';

// The complaint next page's form as product staff define it (schemas/forms/complaint): the description with its
// 200-character limit and the evidence images with their 9. Its validator is precompiled by `npm run gen`.

/** What the form holds while the borrower types: the description may still be empty. */
export type ComplaintFormData = Partial<ComplaintForm>;

export const complaintForm: FormDefinition<ComplaintFormData> = {
  schema: schema as RJSFSchema,
  uiSchema: uiSchema as UiSchema<ComplaintFormData>,
  validator: createPrecompiledValidator(validateFns, schema as RJSFSchema) as ValidatorType<ComplaintFormData>,
};
