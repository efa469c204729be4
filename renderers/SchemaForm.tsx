import Form, { type IChangeEvent } from '@rjsf/core';
import type { CustomValidator, ErrorSchema, ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createCfworkerValidator } from './core/cfworker-validator.ts';
import { toCatalogErrors } from './core/validation-messages.ts';
import { widgets } from './registry.ts';
import { ErrorListTemplate } from './templates/error-list-template.tsx';
import { FieldTemplate } from './templates/field-template.tsx';
import { ObjectFieldTemplate } from './templates/object-field-template.tsx';
import { SubmitButton } from './templates/submit-button.tsx';
import { SubmitPendingContext } from './templates/submit-state.ts';
import { withRememberedIsValid } from './templates/validator-memo.ts';
import { applyPendingChanges, PendingChangesContext, responsive, type PendingChanges } from './templates/responsive-widget.tsx';

// Never @rjsf/validator-ajv8 at run time: it compiles with new Function, which the CSP forbids (DESIGN.md).
const runtimeValidator = createCfworkerValidator();

// Every registry widget draws what is typed at once and lets the form catch up in a transition.
const responsiveWidgets = Object.fromEntries(Object.entries(widgets).map(([name, widget]) => [name, responsive(widget)]));

const templates = { FieldTemplate, ObjectFieldTemplate, ErrorListTemplate, ButtonTemplates: { SubmitButton } };

export interface SchemaFormProps<T> {
  schema: RJSFSchema;
  uiSchema?: UiSchema<T>;
  /**
   * The form's precompiled validator (createPrecompiledValidator over generated/validators/forms/*.js); by default
   * the eval-free interpreter, for schemas that arrive at run time.
   */
  validator?: ValidatorType<T>;
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
}

export function SchemaForm<T = Record<string, unknown>>(props: SchemaFormProps<T>) {
  const { schema, uiSchema, formData, onChange, onSubmit, onError, transformErrors } = props;
  const [ownData, setOwnData] = useState<T | undefined>(formData);
  const given = formData !== undefined ? formData : ownData;
  // rjsf recomputes its whole state (schema resolution, defaults, every field's comparison) whenever its formData
  // prop changes; a caller that stores what onChange reported and hands it back would make it do so twice per key.
  // So the data the form itself reported is not handed back: rjsf already holds it.
  const reported = useRef<T | undefined>(undefined);
  const shown = useRef<T | undefined>(given);
  if (given !== reported.current && given !== shown.current) {
    shown.current = given;
    reported.current = undefined;
  }
  // Errors show from the first submit on, then follow every change.
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const [pendingChanges] = useState<PendingChanges>(() => new Set());

  const transform: ErrorTransformer<T> = (errors, ui) => {
    const catalogued = toCatalogErrors(errors, ui as UiSchema);
    return transformErrors ? transformErrors(catalogued, ui) : catalogued;
  };

  async function submit(event: IChangeEvent<T>) {
    setSubmitted(true);
    // A ref, not the state: a double tap arrives before React has re-rendered the busy button.
    if (pendingRef.current || !onSubmit) return;
    pendingRef.current = true;
    setPending(true);
    try {
      await onSubmit(event.formData as T);
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  }

  return (
    <SubmitPendingContext.Provider value={pending}>
      <PendingChangesContext value={pendingChanges}>
      {/* Capture runs before rjsf's own submit handler reads its state: the changes still in flight go in first. */}
      <div style={{ display: 'contents' }} onSubmitCapture={() => flushSync(() => applyPendingChanges(pendingChanges))}>
      <Form<T>
        schema={schema}
        uiSchema={uiSchema}
        validator={withRememberedIsValid((props.validator ?? runtimeValidator) as ValidatorType<T>)}
        widgets={responsiveWidgets}
        templates={templates}
        formData={shown.current}
        onChange={(event) => {
          reported.current = event.formData;
          setOwnData(event.formData);
          onChange?.(event.formData as T);
        }}
        onSubmit={(event) => void submit(event)}
        onError={(errors) => {
          setSubmitted(true);
          onError?.(errors);
        }}
        customValidate={props.customValidate}
        transformErrors={transform}
        extraErrors={props.extraErrors}
        liveValidate={submitted ? 'onChange' : false}
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
        disabled={props.disabled}
        readonly={props.readonly}
        idPrefix={props.idPrefix}
      >
        {props.children}
      </Form>
      </div>
      </PendingChangesContext>
    </SubmitPendingContext.Provider>
  );
}
