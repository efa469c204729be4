import type { UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CarriedDraft } from '../../../core/publishing/draft-carry.ts';
import type { PublishedSource } from '../../api/published.ts';
import { FormOfVersion, PublishedFormDraw, type DrawnForm } from '../../ui/published-form.tsx';
import { useEffectEvent } from '../../ui/use-effect-event.ts';
import type { CaptchaOptions } from '../../../renderers/widgets/captcha/captcha-widget.tsx';
import type { SmsCodeOptions } from '../../../renderers/widgets/sms-code/sms-code-widget.tsx';
import { registrationForm, type RegistrationData, type RegistrationFormDefinition } from '../registration-form.ts';

export interface RegistrationFormViewProps {
  /** schemas/forms/registration by default; tests give an edited copy to prove the schema alone decides. */
  form?: RegistrationFormDefinition;
  formData: RegistrationData;
  /** `version`: the version of forms/registration the data was typed under (0, the bundled copy, by default). */
  onChange: (data: RegistrationData, version?: number) => void;
  /** Called with valid data only; the button stays busy (and ignores taps) until the promise settles. */
  onSubmit: (data: RegistrationData) => Promise<unknown> | void;
  /** The captcha image and what a tap on it does, for whichever field uses the captcha widget. */
  captcha: CaptchaOptions;
  /** The countdown and what a tap on the send button does, for whichever field uses the smsCode widget. */
  sms: SmsCodeOptions;
  /**
   * Where this visitor's version of forms/registration is asked for (issue 26: by their sid); none draws `form` alone.
   * The version is never waited for: `form` draws until it answers, and whenever it cannot be drawn.
   */
  published?: PublishedSource;
  /** The version the stored draft was typed under (0 when it does not say). */
  draftVersion?: number;
  /** Stores the draft as the version drawn keeps it (drafts across versions). */
  onCarried?: (carried: CarriedDraft, version: number) => void;
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

/** The registration form, drawn from its schema and uiSchema with the registry's widgets: the version published for this visitor, or `form`. */
export function RegistrationFormView({ form = registrationForm, published, ...props }: RegistrationFormViewProps) {
  if (!published) return <RegistrationFormAt form={form} version={0} settled={false} onProblem={undefined} {...props} />;
  return (
    <PublishedFormDraw name="registration" bundled={form} source={published}>
      {(drawn) => <RegistrationFormAt {...drawn} {...props} />}
    </PublishedFormDraw>
  );
}

interface RegistrationFormAtProps extends Omit<RegistrationFormViewProps, 'form' | 'published'>, DrawnForm<RegistrationData> {}

/** The form of one version, with the draft carried into it (loaded only then) and what it could not keep said above it. */
function RegistrationFormAt({ form, version, settled, onProblem, formData, onChange, onSubmit, captcha, sms, draftVersion = 0, onCarried }: RegistrationFormAtProps) {
  const ui = useMemo(() => withHandlers(form.uiSchema as UiSchema, captcha, sms), [form.uiSchema, captcha, sms]);
  const [notKept, setNotKept] = useState<string>();
  const carriedFrom = useRef(draftVersion);
  // What the visitor has typed by now: the carry below finishes after its module has loaded, a network trip on a slow
  // phone, and what was typed meanwhile must be carried, not overwritten by the data the carry started from.
  const typedNow = useRef(formData);
  useLayoutEffect(() => {
    typedNow.current = formData;
  }, [formData]);
  const changed = useCallback(
    (data: RegistrationData, typedUnder: number) => {
      typedNow.current = data;
      onChange(data, typedUnder);
    },
    [onChange],
  );
  const carry = useEffectEvent((into: number) => {
    void import('../../ui/draft-across-versions.ts').then(({ carryInto, notKeptText }) => {
      const carried = carryInto(form, typedNow.current as Record<string, unknown>);
      setNotKept(notKeptText(carried.dropped, form.schema, registrationForm.schema));
      onCarried?.(carried, into);
    });
  });
  useEffect(() => {
    if (!settled || version === carriedFrom.current) return;
    carriedFrom.current = version;
    carry(version);
  }, [settled, version]);
  return (
    <FormOfVersion<RegistrationData>
      form={form}
      version={version}
      uiSchema={ui as UiSchema<RegistrationData>}
      formData={formData}
      onChange={changed}
      onSubmit={onSubmit}
      onProblem={onProblem}
      idPrefix="registration"
      notKept={notKept}
    />
  );
}
