import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  createErrorHandler,
  getDefaultFormState,
  ID_KEY,
  JUNK_OPTION_ID,
  ROOT_SCHEMA_PREFIX,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  withIdRefPrefix,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { validationMessage } from '../../core/error-messages.ts';

// An rjsf validator that interprets the schema instead of compiling it, so it needs no eval and holds under the
// CSP (DESIGN.md, Decisions). It is for schemas that arrive at run time, such as the bank-binding items; the
// bundled forms use the precompiled ajv validators in generated/validators/.

const draft = '7';

/** Keywords whose error only says "a subschema failed"; the errors of that subschema follow and say why. */
const wrappers = new Set([
  '$ref', '$recursiveRef', 'allOf', 'if', 'properties', 'patternProperties', 'additionalProperties',
  'unevaluatedProperties', 'propertyNames', 'dependentSchemas', 'items', 'prefixItems', 'additionalItems',
  'unevaluatedItems',
]);

/** Keywords whose failed alternatives are noise: one error at the keyword says it all. */
const alternatives = new Set(['anyOf', 'oneOf']);

function pathOf(instanceLocation: string): string[] {
  return instanceLocation
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** ajv-style params recovered from @cfworker/json-schema's messages (pinned in package.json; the tests hold them). */
function paramsOf(unit: OutputUnit): Record<string, unknown> {
  switch (unit.keyword) {
    case 'required': {
      const key = /required property "(.*)"\.$/.exec(unit.error)?.[1];
      return key === undefined ? {} : { missingProperty: key };
    }
    case 'maxLength':
    case 'minLength':
    case 'maxItems':
    case 'minItems': {
      const limit = /\(\d+ [<>] (\d+)\)/.exec(unit.error)?.[1];
      return limit === undefined ? {} : { limit: Number(limit) };
    }
    case 'type': {
      const expected = /Expected "(.*)"\.$/.exec(unit.error)?.[1];
      return expected === undefined ? {} : { type: expected.split('", "') };
    }
    default:
      return {};
  }
}

/** Leaf errors only, without the branch errors of an anyOf/oneOf that failed as a whole. */
function leafUnits(units: readonly OutputUnit[]): OutputUnit[] {
  const failedAlternatives = units.filter((u) => alternatives.has(u.keyword)).map((u) => `${u.keywordLocation}/`);
  return units.filter(
    (u) => !wrappers.has(u.keyword) && !failedAlternatives.some((prefix) => u.keywordLocation.startsWith(prefix)),
  );
}

export function toRjsfErrors(units: readonly OutputUnit[]): RJSFValidationError[] {
  return leafUnits(units).map((unit) => {
    const params = paramsOf(unit);
    const path = pathOf(unit.instanceLocation);
    if (typeof params.missingProperty === 'string') path.push(params.missingProperty);
    const property = path.length === 0 ? '' : `.${path.join('.')}`;
    const message = validationMessage(unit.keyword, params);
    return {
      name: unit.keyword,
      property,
      message,
      params,
      stack: property ? `${property} ${message}` : message,
      schemaPath: unit.keywordLocation,
    };
  });
}

// @cfworker/json-schema stamps resolved URIs onto the schema objects it reads and, without an $id, resolves them
// against the page URL, which carries the session params. Each validator therefore reads its own copy of the
// schema, named under a fixed base that has nothing to do with the page.
const base = 'https://schema.invalid/';

function named(schema: RJSFSchema, name: string): Schema {
  const copy = JSON.parse(JSON.stringify(schema)) as Schema;
  copy.$id = new URL(name, base).href;
  return copy;
}

export class CfworkerValidator<T = unknown> implements ValidatorType<T, RJSFSchema> {
  // Schemas are immutable once handed to a form, so a validator is kept per schema object.
  private readonly cache = new WeakMap<object, WeakMap<object, Validator>>();

  private validatorFor(schema: RJSFSchema, rootSchema: RJSFSchema): Validator {
    let byRoot = this.cache.get(rootSchema);
    if (!byRoot) {
      byRoot = new WeakMap();
      this.cache.set(rootSchema, byRoot);
    }
    let validator = byRoot.get(schema);
    if (!validator) {
      if (schema === rootSchema) {
        validator = new Validator(named(schema, 'form'), draft, false);
      } else {
        // rjsf hands over subschemas whose $refs point into the root schema; give the root a name to point at.
        validator = new Validator(named(withIdRefPrefix(schema), 'subschema'), draft, false);
        validator.addSchema(named(rootSchema, ROOT_SCHEMA_PREFIX), new URL(ROOT_SCHEMA_PREFIX, base).href);
      }
      byRoot.set(schema, validator);
    }
    return validator;
  }

  rawValidation<Result = OutputUnit>(schema: RJSFSchema, formData?: T): { errors?: Result[]; validationError?: Error } {
    try {
      const result = this.validatorFor(schema, schema).validate(formData);
      return { errors: result.errors as Result[] };
    } catch (error) {
      return { validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  validateFormData(
    formData: T | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<T, RJSFSchema>,
    transformErrors?: ErrorTransformer<T, RJSFSchema>,
    uiSchema?: UiSchema<T, RJSFSchema>,
  ): ValidationData<T> {
    const { errors: units = [], validationError } = this.rawValidation<OutputUnit>(schema, formData);
    let errors = toRjsfErrors(units);
    if (validationError) errors.push({ property: '', message: validationError.message, stack: validationError.message });
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<T>(errors);
    if (!customValidate) return { errors, errorSchema };
    // As rjsf's own validators do: custom rules see the data with every field present, even the empty ones.
    const fullData = getDefaultFormState<T, RJSFSchema>(this, schema, formData, schema, true) as T;
    const handler = customValidate(fullData, createErrorHandler<T>(fullData), uiSchema, errorSchema);
    return validationDataMerge<T>({ errors, errorSchema }, unwrapErrorHandler<T>(handler));
  }

  isValid(schema: RJSFSchema, formData: T | undefined, rootSchema: RJSFSchema): boolean {
    if (schema[ID_KEY] === JUNK_OPTION_ID) return false;
    try {
      return this.validatorFor(schema, rootSchema).validate(formData).valid;
    } catch {
      return false;
    }
  }
}

/** The default validator of SchemaForm: eval-free, for any schema. */
export function createCfworkerValidator<T = unknown>(): ValidatorType<T, RJSFSchema> {
  return new CfworkerValidator<T>();
}
