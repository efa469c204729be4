import Form, { type IChangeEvent } from '@rjsf/core';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { deepEquals, isObject, type CustomValidator, type ErrorSchema, type ErrorTransformer, type RJSFSchema, type RJSFValidationError, type UiSchema, type ValidatorType } from '@rjsf/utils';
import { createContext, Suspense, useContext, useInsertionEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { message } from '../core/messages.ts';
import { drawableSchema } from './core/drawable-schema.ts';
import { useOneAtATime } from './core/one-at-a-time.ts';
import { toCatalogErrors } from './core/form-errors.ts';
import { reportFormOutcome } from './core/form-outcome-events.ts';
import { needsAllOfMerge, suspendUntilAllOfMerge } from './stand-ins/rjsf-all-of-merge.ts';
import { refusedFields, trackSubmit } from './core/form-outcomes.ts';
import { withRememberedIsValid } from './core/validator-memo.ts';
import { rjsfRegistry, rjsfWidgetAliases } from './form-registry.ts';
import { refuseUnnamedRows } from './templates/additional-keys.ts';
import { FormBoundary, FormCannotDraw } from './templates/form-boundary.tsx';
import { FormProblemContext, reportToConsole, type FormProblem } from './templates/form-problem.ts';
import { translateString } from './templates/translate-string.ts';
import { unknownUiNames } from './templates/unknown-ui-names.ts';
import { FormTag } from './templates/form-tag.tsx';
import { SubmitPendingContext } from './templates/submit-state.ts';
import { createUncommittedInputs, UncommittedInputsContext } from './widgets/typed-value.tsx';

/** Drops the keys that hold undefined, at any depth: a caller storing the data may drop them, or JSON may. */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (!isObject(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) if (entry !== undefined) kept[key] = withoutUndefined(entry);
  return kept;
}

/** Whether the caller's data is the data the form reported, however the caller spells an absent value. */
function sameData(given: unknown, reported: unknown): boolean {
  return given === reported || deepEquals(withoutUndefined(given), withoutUndefined(reported));
}

// The caller's children (its own submit button) reach the form through a context, so that a caller drawing new
// children on every render does not make the form re-render all its fields for them.
const ChildrenContext = createContext<ReactNode>(null);
function FormChildren() {
  return useContext(ChildrenContext);
}
const formChildren = <FormChildren />;

/**
 * Draws the form once rjsf's allOf merge is there, when its schema needs it (stand-ins/rjsf-all-of-merge.ts); always
 * in the tree, so that the merge arriving does not remount the form and lose what rjsf holds.
 */
function WithAllOfMerge({ needed, children }: { needed: boolean; children: ReactNode }) {
  if (needed) suspendUntilAllOfMerge();
  return children;
}

/** The form's place while the merge downloads: the rest of the page stays. */
function WaitingForMerge() {
  return (
    <div role="status" aria-busy="true" aria-label={message('common.loading')}>
      <Skeleton.Paragraph lineCount={4} />
    </div>
  );
}

const { widgets, fields, templates } = rjsfRegistry;
const uiNames = { widgets, fields, templates, widgetAliases: rjsfWidgetAliases };

export interface SchemaFormProps<T> {
  schema: RJSFSchema;
  uiSchema?: UiSchema<T>;
  /**
   * The form's validator, chosen by the caller so that a page loads only its own: a bundled form's precompiled one
   * (createPrecompiledValidator over generated/validators/forms/*.js), or for a schema that arrives at run time the
   * eval-free interpreter (createCfworkerValidator from core/cfworker-validator.ts). Never @rjsf/validator-ajv8's
   * runtime validator: it compiles with new Function, which the CSP forbids (DESIGN.md).
   */
  validator: ValidatorType<T>;
  /** The caller's copy of the data, which keeps what was typed across re-renders and schema changes. */
  formData?: T;
  onChange?: (formData: T) => void;
  /** Called with valid data. While a returned promise is pending, the submit button is busy and submits are ignored. */
  onSubmit?: (formData: T) => void | Promise<unknown>;
  onError?: (errors: RJSFValidationError[]) => void;
  customValidate?: CustomValidator<T>;
  /** Applied after the catalog texts, to give a field its own message. */
  transformErrors?: ErrorTransformer<T>;
  /** Errors from elsewhere, such as the server's answer, shown beside their fields. */
  extraErrors?: ErrorSchema<T>;
  disabled?: boolean;
  readonly?: boolean;
  idPrefix?: string;
  /** Replaces the submit button. */
  children?: ReactNode;
  /**
   * Told what in the form cannot be drawn (an unknown ui:widget, ui:field or ui:<Kind>Template, a refused rjsf name,
   * a render that threw); the form's place then shows the catalog's words and the rest of the page stays. By default
   * it goes to the console, as the app's other render failures do (src/ui/error-boundary.tsx).
   */
  onProblem?: (problem: FormProblem) => void;
}

// A question answered by a oneOf of consts (an anyOf of them is handed over as one: core/drawable-schema.ts) starts
// unanswered, and so does a yes/no question: rjsf would otherwise fill in its first option, or false for a required
// boolean, and a required question left alone would submit an answer the borrower never gave. A required boolean
// drawn by a switch or a checkbox still starts false (drawableSchema gives it that default).
const defaultFormState = { constAsDefaults: 'skipOneOf', requiredBooleanDefault: 'skip' } as const;

export function SchemaForm<T = Record<string, unknown>>(props: SchemaFormProps<T>) {
  const { schema, uiSchema, formData, transformErrors, customValidate, extraErrors, disabled, readonly, idPrefix } = props;
  // rjsf recomputes its whole state (schema resolution, defaults, every field's comparison) whenever its formData
  // prop changes, so a caller that stores what onChange reported and hands it back made it do that twice per key
  // (scripts/bench). Data the form itself reported is therefore not handed back: the form is left uncontrolled
  // then, and rjsf keeps its own state, which already holds that data, across any other change of props. A caller
  // may store the data reshaped (bank binding rebuilds it from its draft), so the data is compared, not the object.
  const [reported, setReported] = useState<{ data: T } | undefined>(undefined);
  const echoed = formData !== undefined && reported !== undefined && sameData(formData, reported.data);
  // Errors show from the first submit on, then follow every change.
  const [submitted, setSubmitted] = useState(false);
  const submitting = useOneAtATime();
  const { run } = submitting;
  // Typing widgets hand a key to rjsf in a transition, after the paint (widgets/typed-value.tsx); FormTag has them
  // hand it over at once on submit.
  const [uncommitted] = useState(createUncommittedInputs);

  // The caller's handlers, read when rjsf calls back: the callbacks handed to rjsf stay the same across renders,
  // so the form is not re-rendered for a new handler (below). Set before rjsf's commit callbacks run.
  const handlers = useRef(props);
  useInsertionEffect(() => {
    handlers.current = props;
  });

  const transform = useMemo<ErrorTransformer<T>>(
    () => (errors, ui) => {
      const catalogued = toCatalogErrors(errors, ui as UiSchema);
      return transformErrors ? transformErrors(catalogued, ui) : catalogued;
    },
    [transformErrors],
  );

  const validate = useMemo<CustomValidator<T>>(
    () => (data, errors, ui) => {
      const refused = refuseUnnamedRows(data, errors);
      return customValidate ? customValidate(data, refused, ui) : refused;
    },
    [customValidate],
  );

  const [callbacks] = useState(() => ({
    onChange(event: IChangeEvent<T>) {
      setReported({ data: event.formData as T });
      handlers.current.onChange?.(event.formData as T);
    },
    async onSubmit(event: IChangeEvent<T>) {
      setSubmitted(true);
      const { onSubmit } = handlers.current;
      // Told to the insights (core/form-outcomes.ts) inside the guard, so a tap the guard drops is no submit.
      if (onSubmit) await run(() => trackSubmit(() => onSubmit(event.formData as T)));
    },
    onError(errors: RJSFValidationError[]) {
      setSubmitted(true);
      reportFormOutcome({ kind: 'field-errors', fields: refusedFields(errors) });
      handlers.current.onError?.(errors);
    },
  }));

  // rjsf draws its own submit button unless the children are truthy.
  const children = props.children ? formChildren : undefined;
  const given = echoed ? undefined : formData;
  const liveValidate = submitted ? 'onChange' : false;
  const validator = withRememberedIsValid(props.validator);
  const drawn = useMemo(() => drawableSchema(schema), [schema]);
  const mergesAllOf = useMemo(() => needsAllOfMerge(drawn), [drawn]);
  // A form from the server that names what the registry lacks is refused whole, not drawn wrong or blank.
  const problems = useMemo(() => unknownUiNames(uiSchema, uiNames), [uiSchema]);
  const [report] = useState(() => (problem: FormProblem) => (handlers.current.onProblem ?? reportToConsole)(problem));
  // A key press ends with the caller storing what the form reported and rendering this again: with nothing here
  // changed, the same element lets React skip the form, instead of re-rendering it and comparing all its fields.
  const form = useMemo(
    () => (
      <Form<T>
        tagName={FormTag}
        experimental_defaultFormStateBehavior={defaultFormState}
        schema={drawn}
        uiSchema={uiSchema}
        validator={validator}
        widgets={widgets}
        fields={fields}
        templates={templates}
        formData={given}
        onChange={callbacks.onChange}
        onSubmit={(event) => void callbacks.onSubmit(event)}
        onError={callbacks.onError}
        customValidate={validate}
        transformErrors={transform}
        extraErrors={extraErrors}
        liveValidate={liveValidate}
        showErrorList="top"
        translateString={translateString}
        noHtml5Validate
        focusOnFirstError
        disabled={disabled}
        readonly={readonly}
        idPrefix={idPrefix}
      >
        {children}
      </Form>
    ),
    [drawn, uiSchema, validator, given, callbacks, validate, transform, extraErrors, liveValidate, disabled, readonly, idPrefix, children],
  );

  return (
    <SubmitPendingContext.Provider value={submitting.busy}>
      <UncommittedInputsContext.Provider value={uncommitted}>
        <FormProblemContext.Provider value={report}>
          <ChildrenContext.Provider value={props.children}>
            {problems.length > 0 ? (
              <FormCannotDraw problems={problems} />
            ) : (
              <FormBoundary resetWith={[schema, uiSchema]} report={report}>
                <Suspense fallback={<WaitingForMerge />}>
                  <WithAllOfMerge needed={mergesAllOf}>{form}</WithAllOfMerge>
                </Suspense>
              </FormBoundary>
            )}
          </ChildrenContext.Provider>
        </FormProblemContext.Provider>
      </UncommittedInputsContext.Provider>
    </SubmitPendingContext.Provider>
  );
}
