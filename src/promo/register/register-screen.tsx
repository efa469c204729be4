import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLoad } from '../../platform/use-load.ts';
import { sameCode } from '../../../core/codes.ts';
import { message } from '../../../core/messages.ts';
import { describeError } from '../../api/api-error.ts';
import { captchaUrl, fetchSid, promoCodes, register, requestSms, trackClick, trackVisit, useLandingTemplate, visitorSource, type LandingTemplate } from '../../api/promotion.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { useFormCodeLoaded } from '../../ui/published-form.tsx';
import { showToast } from '../../platform/feedback.ts';
import { intentOf, useIntentKeys } from '../../platform/idempotency-key.ts';
import { followUpQuery, readLandingParams, visitTracking } from '../promo-params.ts';
import { clearDraft, draftFormData, loadDraft, saveDraft, submitKeyStore, type SubmitKeyName } from '../registration-draft.ts';
import { fieldError } from '../../../renderers/core/form-errors.ts';
import { useOneAtATime } from '../../../renderers/core/one-at-a-time.ts';
import { registrationForm, type RegistrationData, type RegistrationFormDefinition } from '../registration-form.ts';
import { smsCountdownSeconds, useCountdown } from '../../platform/use-countdown.ts';
import { RegisterView } from './register-view.tsx';

// The promotion register page (SPEC.md sections 2, 4, 8): loads the landing template, counts the visit, gets a
// sid, and walks the visitor through captcha, SMS code and registration. Every text it shows is the catalog's or
// the server's.

export interface RegisterScreenProps {
  /** The page's query; the browser's by default. */
  search?: string;
  userAgent?: string;
  /** schemas/forms/registration by default. */
  form?: RegistrationFormDefinition;
}

const sidKey = 'promotion/get-sid';

/** What the handlers read when a tap arrives: the latest values, whatever render the tapped widget came from. */
interface Latest {
  countdown: number;
  sid: string | undefined;
  template: LandingTemplate | undefined;
  smsWaitUntil: number | undefined;
}

export default function RegisterScreen({ search = window.location.search, userAgent = navigator.userAgent, form = registrationForm }: RegisterScreenProps) {
  const params = useMemo(() => readLandingParams(search), [search]);
  const templateId = params.id;
  const template = useLandingTemplate(templateId);
  // The sid lives as long as the page: no revalidation, a new one only when its image fails to load.
  const sid = useLoad(templateId ? sidKey : null, fetchSid, { revalidateIfStale: false });

  const [draft] = useState(() => (templateId ? loadDraft(templateId) : {}));
  const [formData, setFormData] = useState<RegistrationData>(() => draftFormData(draft));
  // The version of forms/registration drawn (issue 26), asked for with the page's first sid: its visitor's bucket.
  const drawnVersion = useRef(draft.formVersion ?? 0);
  const [bucketSid, setBucketSid] = useState<string>();
  if (bucketSid === undefined && sid.data !== undefined) setBucketSid(sid.data);
  const published = useMemo(() => (bucketSid ? visitorSource(bucketSid) : undefined), [bucketSid]);
  // rjsf reports a change after it commits, and a tap may reach a handler from the render before; so the handlers
  // read what was typed from here, which every change updates at once.
  const typed = useRef<RegistrationData>(formData);
  const [smsWaitUntil, setSmsWaitUntil] = useState<number | undefined>(draft.smsWaitUntil);
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());
  const smsSending = useOneAtATime();
  const { run: runSmsSend } = smsSending;
  // The last SMS request's and register's keys (also in the draft): a retry of the same submit sends the same key.
  const smsKeys = useIntentKeys(templateId ? submitKeyStore(templateId, 'smsKey') : undefined);
  const registerKeys = useIntentKeys(templateId ? submitKeyStore(templateId, 'registerKey') : undefined);
  const countdown = useCountdown(smsWaitUntil);
  const latest = useRef<Latest>({ countdown, sid: sid.data, template: template.data, smsWaitUntil });
  useLayoutEffect(() => {
    latest.current = { countdown, sid: sid.data, template: template.data, smsWaitUntil };
  });

  useDocumentTitle(template.data?.title ?? document.title);

  // One visit per page load, once the template is known to exist.
  const visitSent = useRef(false);
  const loaded = template.data;
  useEffect(() => {
    if (!loaded || !templateId || visitSent.current) return;
    visitSent.current = true;
    void trackVisit(visitTracking({ ...params, id: templateId }, userAgent));
  }, [loaded, templateId, params, userAgent]);

  const keyFor = useCallback(
    (name: SubmitKeyName, request: Readonly<Record<string, unknown>>): string => (name === 'smsKey' ? smsKeys : registerKeys).keyFor(intentOf(request)),
    [smsKeys, registerKeys],
  );

  const setTyped = useCallback((data: RegistrationData) => {
    typed.current = data;
    setFormData(data);
  }, []);

  const change = useCallback(
    (data: RegistrationData, version = 0) => {
      drawnVersion.current = version;
      setTyped(data);
      if (templateId) saveDraft(templateId, data, latest.current.smsWaitUntil, version);
    },
    [templateId, setTyped],
  );
  // Drafts across versions: what the version drawn keeps of a draft typed under another one.
  const carried = useCallback((kept: { kept: RegistrationData }, version: number) => change({ ...kept.kept, capcode: typed.current.capcode }, version), [change]);

  /** A new image, and the old answer goes: it was for the old one. */
  const newCaptcha = useCallback(() => {
    setCaptchaStamp((stamp) => Math.max(Date.now(), stamp + 1));
    setTyped({ ...typed.current, capcode: undefined });
  }, [setTyped]);

  const navigate = useNavigate();
  const goToDownload = useCallback(
    (shown: LandingTemplate, id: string) => void navigate(`/downloadTemplate?${followUpQuery({ ...params, id }, shown)}`),
    [navigate, params],
  );

  // SPEC.md section 5: refreshing the captcha needs a phone number.
  const refreshCaptcha = useCallback(() => {
    const phoneProblem = fieldError(form, typed.current, 'phone');
    if (phoneProblem) void showToast(phoneProblem);
    else newCaptcha();
  }, [form, newCaptcha]);

  // An image that does not load means the sid has expired, the network failed, or the server refused another image
  // (its rate limits): start again with a new sid, a few times at most, so a broken image service cannot keep the page
  // fetching; then say so, since an <img> cannot show the server's message, and a tap on the image tries again.
  const failedSids = useRef(new Set<string>());
  const { mutate: renewSid } = sid;
  const captchaFailed = useCallback(() => {
    const current = latest.current.sid;
    if (!current || failedSids.current.has(current)) return;
    failedSids.current.add(current);
    if (failedSids.current.size > 3) void showToast(message('promo.captchaUnavailable'));
    else void renewSid();
  }, [renewSid]);

  const sendSmsNow = useCallback(async () => {
    const { countdown: waiting, sid: currentSid, template: shown } = latest.current;
    if (waiting > 0) {
      void showToast(message('promo.smsRepeat'));
      return;
    }
    if (!currentSid || !templateId || !shown) return;
    const data = typed.current;
    const phoneProblem = fieldError(form, data, 'phone');
    if (phoneProblem) {
      void showToast(phoneProblem);
      return;
    }
    if (!data.capcode) {
      void showToast(message('promo.captchaRequired'));
      return;
    }
    try {
      const request = {
        phone: data.phone ?? '',
        capcode: data.capcode,
        sid: currentSid,
        deviceId: currentSid,
        appName: 'ymgj',
        app_from: params.app_from,
        user_from: params.user_from,
        utm_tag: params.utm_tag,
      } as const;
      const result = await requestSms({ ...request, idempotencyKey: keyFor('smsKey', request) });
      // Failure answers have had their message toasted by the client (SPEC.md section 8).
      if (result.success) {
        // Sent: a later tap (after the countdown) asks for another SMS, a new intent with a new key.
        smsKeys.done(intentOf(request));
        const until = Date.now() + smsCountdownSeconds * 1000;
        latest.current = { ...latest.current, smsWaitUntil: until, countdown: smsCountdownSeconds };
        setSmsWaitUntil(until);
        saveDraft(templateId, typed.current, until, drawnVersion.current);
        void showToast(message('promo.smsSent'));
      } else if (sameCode(result.code, promoCodes.smsCaptchaWrong)) newCaptcha();
      else if (sameCode(result.code, promoCodes.alreadyRegistered)) goToDownload(shown, templateId);
    } catch (error) {
      void showToast(describeError(error));
    }
  }, [templateId, form, params, newCaptcha, goToDownload, keyFor, smsKeys]);
  const sendSms = useCallback(() => runSmsSend(sendSmsNow), [runSmsSend, sendSmsNow]);

  const submit = useCallback(
    async (data: RegistrationData) => {
      const { sid: currentSid, template: shown } = latest.current;
      // SchemaForm runs one submit at a time (a tap and Enter alike), so this needs no guard of its own.
      if (!currentSid || !templateId || !shown) return;
      const phone = data.phone ?? '';
      try {
        void trackClick({ ...visitTracking({ ...params, id: templateId }, userAgent), phone });
        const request = {
          phone,
          capcode: data.capcode ?? '',
          sid: currentSid,
          deviceId: currentSid,
          appName: 'ymgj',
          merchantNumber: 0,
          userName: phone,
          smsCode: data.smsCode ?? '',
          invite_code: params.invite_code,
          user_from: params.user_from,
          id: templateId,
          app_from: params.app_from,
          utm_tag: params.utm_tag,
        } as const;
        const result = await register({ ...request, idempotencyKey: keyFor('registerKey', request) });
        if (result.success) {
          clearDraft(templateId);
          void showToast(message('promo.registered'));
          goToDownload(shown, templateId);
        } else if (sameCode(result.code, promoCodes.alreadyRegistered)) goToDownload(shown, templateId);
        else if (sameCode(result.code, promoCodes.registerCaptchaWrong)) newCaptcha();
      } catch (error) {
        // Nothing typed is lost: the form keeps its data, and the draft has it too.
        void showToast(describeError(error));
      }
    },
    [templateId, params, userAgent, goToDownload, newCaptcha, keyFor],
  );

  const imageUrl = sid.data ? captchaUrl(sid.data, captchaStamp) : undefined;
  const captcha = useMemo(() => ({ imageUrl, onRefresh: refreshCaptcha, onImageError: captchaFailed }), [imageUrl, refreshCaptcha, captchaFailed]);
  const sms = useMemo(() => ({ countdown, sending: smsSending.busy, onSend: () => void sendSms() }), [countdown, smsSending.busy, sendSms]);

  // The form appears whole, its captcha and SMS-code widgets drawn, not field by field pushing the Register button
  // down as their code arrives: it loads apart, and the page names it in its head (scripts/prerender-promo.ts).
  const formCodeLoaded = useFormCodeLoaded(form);

  const error = template.error ?? sid.error;
  const retry = () => {
    if (template.error) void template.mutate();
    if (sid.error) void sid.mutate();
  };

  return (
    <RegisterView
      template={template.data && sid.data && formCodeLoaded ? template.data : undefined}
      error={error}
      missingTemplate={!templateId}
      isValidating={template.isValidating || sid.isValidating}
      onRetry={retry}
      agreementHref={template.data && templateId ? `/agreementTemplate?${followUpQuery({ ...params, id: templateId }, template.data)}` : '/agreementTemplate'}
      form={form}
      published={published}
      draftVersion={draft.formVersion ?? 0}
      onCarried={carried}
      formData={formData}
      onChange={change}
      onSubmit={submit}
      captcha={captcha}
      sms={sms}
    />
  );
}
