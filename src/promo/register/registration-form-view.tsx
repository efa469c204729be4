import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { SchemaForm } from '../../../renderers/SchemaForm.tsx';
import type { CaptchaOptions } from '../../../renderers/widgets/captcha/captcha-widget.tsx';
import type { SmsCodeOptions } from '../../../renderers/widgets/sms-code/sms-code-widget.tsx';
import { registrationForm, type RegistrationData, type RegistrationFormDefinition } from '../registration-form.ts';

export interface RegistrationFormViewProps {
  /** schemas/forms/registration by default; tests give an edited copy to prove the schema alone decides. */
  form?: RegistrationFormDefinition;
  formData: RegistrationData;
  onChange: (data: RegistrationData) => void;
  /** Called with valid data only; the button stays busy (and ignores taps) until the promise settles. */
  onSubmit: (data: RegistrationData) => Promise<unknown> | void;
  /** The captcha image and what a tap on it does, for whichever field uses the captcha widget. */
  captcha: CaptchaOptions;
  /** The countdown and what a tap on the send button does, for whichever field uses the smsCode widget. */
  sms: SmsCodeOptions;
}

type FieldUi = { 'ui:widget'?: string; 'ui:options'?: Record<string, unknown> };

/** The uiSchema with the screen's handlers added to the options of the fields whose widget needs them. */
function withHandlers(ui: UiSchema, captcha: CaptchaOptions, sms: SmsCodeOptions): UiSchema {
  const injected: Record<string, unknown> = { ...ui };
  for (const [field, value] of Object.entries(ui)) {
    if (field.startsWith('ui:') || !value || typeof value !== 'object') continue;
    const fieldUi = value as FieldUi;
    const extra = fieldUi['ui:widget'] === 'captcha' ? captcha : fieldUi['ui:widget'] === 'smsCode' ? sms : undefined;
    if (extra) injected[field] = { ...fieldUi, 'ui:options': { ...fieldUi['ui:options'], ...extra } };
  }
  return injected as UiSchema;
}

/** The registration form, drawn from its schema and uiSchema with the registry's widgets. */
export function RegistrationFormView({ form = registrationForm, formData, onChange, onSubmit, captcha, sms }: RegistrationFormViewProps) {
  const ui = useMemo(() => withHandlers(form.uiSchema as UiSchema, captcha, sms), [form.uiSchema, captcha, sms]);
  return (
    <SchemaForm<RegistrationData>
      schema={form.schema}
      uiSchema={ui as UiSchema<RegistrationData>}
      validator={form.validator}
      formData={formData}
      onChange={onChange}
      onSubmit={onSubmit}
      idPrefix="registration"
    />
  );
}
