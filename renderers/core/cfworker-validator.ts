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
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { validationMessage } from '../../core/error-messages.ts';
import { installDrawnFormats } from '../../core/schema-checks/formats.ts';

// An rjsf validator that interprets the schema instead of compiling it, so it needs no eval and holds under the
// CSP (DESIGN.md, Decisions). It is for schemas that arrive at run time, such as the bank-binding items; the
// bundled forms use the precompiled ajv validators in generated/validators/.

const draft = '7';

// The formats a form may name, checked by the same functions as on the server (core/schema-checks/formats.ts).
installDrawnFormats();

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
    case 'dependencies': {
      const key = /but does not have "(.*)"\.$/.exec(unit.error)?.[1];
      return key === undefined ? {} : { missingProperty: key };
    }
    case 'maxLength':
    case 'minLength':
    case 'maxItems':
    case 'minItems': {
      const limit = /\(\d+ [<>] (\d+)\)/.exec(unit.error)?.[1];
      return limit === undefined ? {} : { limit: Number(limit) };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      // "<value> is less than [or equal to ] <bound>." as @cfworker/json-schema words it; ajv names the bound `limit`.
      const limit = /(\S+)\.$/.exec(unit.error)?.[1];
      return limit === undefined || !Number.isFinite(Number(limit)) ? {} : { limit: Number(limit) };
    }
    case 'multipleOf': {
      const of = /multiple of (\S+)\.$/.exec(unit.error)?.[1];
      return of === undefined ? {} : { multipleOf: Number(of) };
    }
    case 'format': {
      const format = /format "(.*)"\.$/.exec(unit.error)?.[1];
      return format === undefined ? {} : { format };
    }
    case 'type': {
      const expected = /Expected "(.*)"\.$/.exec(unit.error)?.[1];
      return expected === undefined ? {} : { type: expected.split('", "') };
    }
    default:
      return {};
  }
}

const branchPattern = /^\/(\d+)(?:\/|$)/;

/**
 * How far a failed alternative is from the value: a wrong type at its own place counts most, a wrong const or enum
 * (a discriminator) next, then a missing field (the value has none of this alternative's), then each other error. The
 * nearest is the one the person meant.
 */
function distance(branch: readonly OutputUnit[], instanceLocation: string): number {
  return branch.reduce((sum, u) => {
    if (wrappers.has(u.keyword)) return sum;
    if (u.keyword === 'type' && u.instanceLocation === instanceLocation) return sum + 100;
    if (u.keyword === 'const' || u.keyword === 'enum') return sum + 10;
    return sum + (u.keyword === 'required' ? 2 : 1);
  }, 0);
}

/**
 * Leaf errors only. Of an anyOf/oneOf that failed as a whole, the errors of its nearest alternatives stand for it,
 * at the fields they name (as ajv names them), and the others go; the keyword's own error stays only when those
 * alternatives say nothing (a oneOf that more than one alternative matched).
 */
function leafUnits(units: readonly OutputUnit[]): OutputUnit[] {
  const dropped = new Set<OutputUnit>();
  for (const alternative of units.filter((u) => alternatives.has(u.keyword))) {
    if (dropped.has(alternative)) continue;
    const prefix = alternative.keywordLocation;
    const branches = new Map<number, OutputUnit[]>();
    for (const unit of units) {
      if (dropped.has(unit) || !unit.keywordLocation.startsWith(`${prefix}/`)) continue;
      const index = branchPattern.exec(unit.keywordLocation.slice(prefix.length))?.[1];
      if (index === undefined) continue;
      branches.set(Number(index), [...(branches.get(Number(index)) ?? []), unit]);
    }
    // Alternatives equally near all stay (as ajv reports them): the value cannot tell which one the person chose, and
    // the form can, by the option it draws (templates/error-list-template.ts).
    const nearest = Math.min(...[...branches.values()].map((branch) => distance(branch, alternative.instanceLocation)));
    const kept = [...branches].filter(([, branch]) => distance(branch, alternative.instanceLocation) === nearest);
    for (const [, branch] of branches) if (!kept.some(([, keptBranch]) => keptBranch === branch)) branch.forEach((u) => dropped.add(u));
    if (kept.some(([, branch]) => branch.some((u) => !wrappers.has(u.keyword)))) dropped.add(alternative);
  }
  return units.filter((u) => !wrappers.has(u.keyword) && !dropped.has(u));
}

export function toRjsfErrors(units: readonly OutputUnit[]): RJSFValidationError[] {
  return leafUnits(units).map((unit) => {
    const params = paramsOf(unit);
    const path = pathOf(unit.instanceLocation);
    if (typeof params.missingProperty === 'string') path.push(params.missingProperty);
    const property = path.length === 0 ? '' : `.${path.join('.')}`;
    // A property that another one needs is missing: the person reads that it is required, as for "required".
    const message = validationMessage(typeof params.missingProperty === 'string' ? 'required' : unit.keyword, params);
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
// schema, under a fixed base that has nothing to do with the page. A schema's own $id is kept, resolved against that
// base as ajv resolves it, so that $refs written relative to it resolve as on the server.
const base = 'https://schema.invalid/';

function copyOf(schema: RJSFSchema): Schema {
  return JSON.parse(JSON.stringify(schema)) as Schema;
}

/** A copy of the root schema and the absolute URI its $refs resolve against. */
function namedRoot(schema: RJSFSchema): { copy: Schema; uri: string } {
  const copy = copyOf(schema);
  const uri = new URL(typeof schema.$id === 'string' ? schema.$id : 'form', base).href.replace(/#.*$/, '');
  copy.$id = uri;
  return { copy, uri };
}

/** Keywords whose values are data, not schemas: a "$ref" key inside them is not a reference. */
const dataKeywords = new Set(['enum', 'const', 'default', 'examples']);

/** Every $ref made absolute against the root's URI, as ajv would resolve it in the root (rjsf's prefix included). */
function absoluteRefs(value: unknown, rootUri: string): void {
  if (Array.isArray(value)) value.forEach((item) => absoluteRefs(item, rootUri));
  else if (value !== null && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') {
        const ref = child.startsWith(ROOT_SCHEMA_PREFIX) ? child.slice(ROOT_SCHEMA_PREFIX.length) : child;
        node.$ref = new URL(ref, rootUri).href;
      } else if (!dataKeywords.has(key)) absoluteRefs(child, rootUri);
    }
  }
}

/** A subschema rjsf hands over, whose $refs point into the root: they are made absolute, and it gets a name of its own. */
function namedSubschema(schema: RJSFSchema, rootUri: string): Schema {
  const copy = copyOf(schema);
  absoluteRefs(copy, rootUri);
  copy.$id = new URL('subschema', base).href;
  return copy;
}

function hasNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some(hasNonFinite);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasNonFinite);
  return false;
}

/**
 * The data as the server will read it: JSON has no NaN or Infinity and sends null for them, which the interpreter
 * would otherwise take for numbers that meet every bound. Only data holding one is copied.
 */
function asSent<T>(data: T): T {
  return hasNonFinite(data) ? (JSON.parse(JSON.stringify(data)) as T) : data;
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
      const root = namedRoot(rootSchema);
      if (schema === rootSchema) {
        validator = new Validator(root.copy, draft, false);
      } else {
        validator = new Validator(namedSubschema(schema, root.uri), draft, false);
        validator.addSchema(root.copy);
      }
      byRoot.set(schema, validator);
    }
    return validator;
  }

  rawValidation<Result = OutputUnit>(schema: RJSFSchema, formData?: T): { errors?: Result[]; validationError?: Error } {
    try {
      const result = this.validatorFor(schema, schema).validate(asSent(formData));
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
      return this.validatorFor(schema, rootSchema).validate(asSent(formData)).valid;
    } catch {
      return false;
    }
  }
}

/** The default validator of SchemaForm: eval-free, for any schema. */
export function createCfworkerValidator<T = unknown>(): ValidatorType<T, RJSFSchema> {
  return new CfworkerValidator<T>();
}
