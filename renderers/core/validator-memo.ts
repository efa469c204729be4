import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

// rjsf asks its validator isValid() for every option of every oneOf/anyOf field while it computes the form's
// defaults, and it does that on every key press, with schema objects it builds afresh each time; an interpreting
// validator then prepares each option schema again. On the 100-field bank-binding form that was a third of the
// work of a key press (scripts/bench). The answer depends only on the schema, the data and the root schema, so it
// is remembered by their content.

/** Enough for every option of a long form many times over; past it the memory starts again. */
const maxRemembered = 2_000;

const wrappers = new WeakMap<object, ValidatorType>();

/**
 * The validator with isValid() remembered. The same wrapper comes back for the same validator, so rjsf, which
 * rebuilds its schema utilities when the validator object changes, sees one validator.
 */
export function withRememberedIsValid<T>(validator: ValidatorType<T>): ValidatorType<T> {
  const known = wrappers.get(validator);
  if (known) return known as ValidatorType<T>;
  // Answers for schemas without a $ref do not depend on the root schema (which rjsf may hand over as a new object
  // each time); those with one are remembered per root schema object.
  let standalone = new Map<string, boolean>();
  const byRoot = new WeakMap<RJSFSchema, Map<string, boolean>>();
  const remember = (answers: Map<string, boolean>, key: string, ask: () => boolean): boolean => {
    let answer = answers.get(key);
    if (answer === undefined) {
      if (answers.size >= maxRemembered) answers.clear();
      answer = ask();
      answers.set(key, answer);
    }
    return answer;
  };
  const wrapper: ValidatorType<T> = {
    validateFormData: (...args) => validator.validateFormData(...args),
    rawValidation: (...args) => validator.rawValidation(...args),
    reset: () => {
      standalone = new Map();
      validator.reset?.();
    },
    isValid(schema, formData, rootSchema) {
      const schemaKey = JSON.stringify(schema);
      const key = `${schemaKey}\u0000${JSON.stringify(formData ?? null)}`;
      const ask = () => validator.isValid(schema, formData, rootSchema);
      if (!schemaKey.includes('"$ref"')) return remember(standalone, key, ask);
      let answers = byRoot.get(rootSchema);
      if (!answers) {
        answers = new Map();
        byRoot.set(rootSchema, answers);
      }
      return remember(answers, key, ask);
    },
  };
  wrappers.set(validator, wrapper);
  return wrapper;
}
