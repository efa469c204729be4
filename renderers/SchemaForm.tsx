import Form, { type IChangeEvent } from '@rjsf/core';
import type { CustomValidator, ErrorSchema, ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { useRef, useState, type ReactNode } from 'react';
import { toCatalogErrors } from './core/validation-messages.ts';
import { widgets } from './registry.ts';
import { ErrorListTemplate } from './templates/error-list-template.tsx';
import { FieldTemplate } from './templates/field-template.tsx';
import { ObjectField } from './templates/object-field.tsx';
import { ObjectFieldTemplate } from './templates/object-field-template.tsx';
import { SubmitButton } from './templates/submit-button.tsx';
import { SubmitPendingContext } from './templates/submit-state.ts';
import { withRememberedIsValid } from './templates/validator-memo.ts';

const templates = { FieldTemplate, ObjectFieldTemplate, ErrorListTemplate, ButtonTemplates: { SubmitButton } };
// Re-renders only the field a key press changed (templates/object-field.tsx).
const fields = { ObjectField };

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
}

export function SchemaForm<T = Record<string, unknown>>(props: SchemaFormProps<T>) {
  const { schema, uiSchema, formData, onChange, onSubmit, onError, transformErrors } = props;
  const [ownData, setOwnData] = useState<T | undefined>(formData);
  const given = formData !== undefined ? formData : ownData;
  // rjsf recomputes its whole state (schema resolution, defaults, every field's comparison) whenever its formData
  // prop changes, so a caller that stores what onChange reported and hands it back made it do that twice per key
  // (scripts/bench). Data the form itself reported is therefore not handed back: the form is left uncontrolled
  // then, and rjsf keeps its own state, which already holds that data, across any other change of props.
  const [reported, setReported] = useState<T | undefined>(undefined);
  const echoed = given !== undefined && given === reported;
  // Errors show from the first submit on, then follow every change.
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);

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
      <Form<T>
        schema={schema}
        uiSchema={uiSchema}
        validator={withRememberedIsValid(props.validator)}
        widgets={widgets}
        fields={fields}
        templates={templates}
        formData={echoed ? undefined : given}
        onChange={(event) => {
          setReported(event.formData);
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
    </SubmitPendingContext.Provider>
  );
}
