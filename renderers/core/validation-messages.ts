import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { message } from './messages.ts';

// One mapping from a failed JSON Schema keyword to the catalog text, shared by the precompiled ajv validators and
// the run-time cfworker validator, so a field reads the same whichever validator checked it. The params follow
// ajv's names (limit, missingProperty, type), which both validators produce.

type Params = Readonly<Record<string, unknown>> | undefined;

function isNumberType(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.length > 0 && types.every((t) => t === 'integer' || t === 'number');
}

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

/** rjsf's transformErrors: catalog text in place of the validator's own English. */
export const toCatalogErrors: ErrorTransformer = (errors: RJSFValidationError[]) =>
  errors.map((error) => {
    if (!error.name) return error;
    const text = validationMessage(error.name, error.params as Params);
    return { ...error, message: text, stack: error.property ? `${error.property} ${text}` : text };
  });
