import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { message } from '../../../core/messages.ts';
import routeTable from '../../../schemas/routes.json';
import { describeError } from '../../api/api-error.ts';
import { uploadProblemImage } from '../../api/upload-problem-image.ts';
import { problemImageSrc, saveProblem } from '../../api/complaints.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { useIntentKeys } from '../../platform/idempotency-key.ts';
import { showToast } from '../../platform/feedback.ts';
import { useSession } from '../../platform/session-context.ts';
import { DeadEnd } from '../../ui/dead-end.tsx';
import { useDraftAcrossVersions, notKeptText } from '../../ui/draft-across-versions.ts';
import { LoadingState } from '../../ui/error-state.tsx';
import { FormOfVersion, PublishedFormDraw, useFormCodeLoaded, usePublishedForm, type DrawnForm } from '../../ui/published-form.tsx';
import { loadFormCode } from '../../../renderers/form-registry.ts';
import type { CarriedDraft } from '../../../core/publishing/draft-carry.ts';
import { complaintSubject, draftFormValues, withFormValues, type ComplaintDraft } from './complaint-draft.ts';
import { complaintForm, type ComplaintFormData } from './complaint-form.ts';
import { sendKeyStore, useComplaintDraft } from './complaint-draft-store.ts';
import { useFlowMove } from './flow-history.ts';
import styles from './complaints.module.css';

// The form is what this page is for: the code it draws at once but builds load apart (its widgets, rjsf's array field)
// is asked for as this module runs, not once the draft is read and the form drawn. Its page names that code in its head
// (the route's "form" in schemas/routes.json), so here it is mostly there already.
void loadFormCode(complaintForm.schema, complaintForm.uiSchema).catch(() => undefined);

const loadSentModal = () => import('./sent-modal.tsx');
const SentModal = lazy(loadSentModal);

/** SPEC.md section 9: the success modal shows for 1.5 s, then the borrower is back on complaint home. */
export const sentModalMs = 1500;

export interface ComplaintNextViewProps {
  draft: ComplaintDraft;
  /** The uploader's injected options (ui:options of problemImages): how an image is sent and shown. */
  imageOptions: Record<string, unknown>;
  onChange: (data: ComplaintFormData, version: number) => void;
  /** Sends the complaint; the button is busy, and ignores taps, until it settles. */
  onSend: (data: ComplaintFormData) => Promise<unknown>;
  /** The success modal is up. */
  sent: boolean;
  /** Stores the draft as the version drawn keeps it (drafts across versions); none for a draft that is already sent. */
  onCarried?: (carried: CarriedDraft, version: number) => void;
}

/**
 * Pure: the chosen type and sub-type, the form (description and images, or the version of forms/complaint staff
 * published), the reply note and the success modal.
 */
export function ComplaintNextView({ draft, sent, ...formProps }: ComplaintNextViewProps) {
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.typeTitle}>{draft.problemType?.title}</h1>
        {draft.problemSonType && <p className={styles.sonType}>{draft.problemSonType.title}</p>}
      </section>
      <PublishedFormDraw name="complaint" bundled={complaintForm}>
        {(drawn) => <ComplaintFormAt {...drawn} draft={draft} {...formProps} />}
      </PublishedFormDraw>
      <p className={styles.note}>{message('complaint.next.replyNote')}</p>
      {sent && (
        <Suspense fallback={null}>
          <SentModal />
        </Suspense>
      )}
    </main>
  );
}

interface ComplaintFormAtProps extends Omit<ComplaintNextViewProps, 'sent'>, DrawnForm<ComplaintFormData> {}

/** The form of one version, with the draft carried into it and what it could not keep said above it. */
function ComplaintFormAt({ form, version, settled, onProblem, draft, imageOptions, onChange, onSend, onCarried }: ComplaintFormAtProps) {
  const [notKept, setNotKept] = useState<string>();
  useDraftAcrossVersions({
    form,
    version,
    settled,
    draftVersion: onCarried ? (draft.formVersion ?? 0) : undefined,
    values: () => draftFormValues(draft),
    onCarried: (carried, into) => {
      setNotKept(notKeptText(carried.dropped, form.schema, complaintForm.schema));
      onCarried?.(carried, into);
    },
  });
  const uiSchema = useMemo<UiSchema<ComplaintFormData>>(() => {
    const base = form.uiSchema;
    return { ...base, problemImages: { ...base.problemImages, 'ui:options': { ...base.problemImages?.['ui:options'], ...imageOptions } } };
  }, [form.uiSchema, imageOptions]);
  const formData = useMemo(() => draftFormValues(draft) as ComplaintFormData, [draft]);
  return (
    <FormOfVersion<ComplaintFormData>
      form={form}
      version={version}
      uiSchema={uiSchema}
      formData={formData}
      onChange={onChange}
      onSubmit={onSend}
      onProblem={onProblem}
      idPrefix="complaint"
      notKept={notKept}
      notKeptClassName={styles.note}
    />
  );
}

/** The complaint next page (route 'complainPageNext'): the draft's type, what is written and uploaded, and Send. */
export default function ComplaintNext() {
  useDocumentTitle(routeTable.routes.complainPageNext.title);
  const session = useSession();
  const { draft, update: updateDraft, finish: finishDraft } = useComplaintDraft();
  const sendKeys = useIntentKeys(sendKeyStore);
  // The form's version is asked for on every opening, the dead end too, as the route's early load asks (one request:
  // PublishedFormDraw's ask shares it).
  usePublishedForm('complaint', complaintForm);
  // The description box and the uploader are taller than a field's placeholder: the page appears whole once they are here.
  const formCodeLoaded = useFormCodeLoaded(complaintForm);
  const go = useFlowMove();
  // The draft as it was sent: shown under the success modal, while the flow's draft is already a fresh one.
  const [sentDraft, setSentDraft] = useState<ComplaintDraft | undefined>(undefined);
  const imageOptions = useMemo(
    () => ({
      upload: async (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => {
        // Compressed in the browser first (uploadProblemImage): seconds rather than minutes on a slow network.
        const url = await uploadProblemImage(file, onProgress, signal);
        void showToast(message('complaint.uploadSucceeded'));
        return url;
      },
      imageSrc: (url: string) => problemImageSrc(url, session),
    }),
    [session],
  );
  // The success modal stays sentModalMs, then home in place of this page (not if the borrower has already left).
  useEffect(() => {
    if (!sentDraft) return;
    const timer = window.setTimeout(() => go('complaint', {}, { replace: true }), sentModalMs);
    return () => window.clearTimeout(timer);
  }, [sentDraft, go]);
  if (sentDraft) return <ComplaintNextView draft={sentDraft} imageOptions={imageOptions} sent onChange={() => {}} onSend={async () => {}} />;
  if (!draft) return <LoadingState />;
  if (!draft.problemType || !draft.orderNo) return <DeadEnd text={message('complaint.next.noType')} onBack={() => go('complaint', {}, { replace: true })} />;
  if (!formCodeLoaded) return <LoadingState />;
  const { orderNo, problemType, problemSonType } = draft;
  const subject = complaintSubject(draft);

  async function send(data: ComplaintFormData) {
    try {
      const answer = await saveProblem({
        orderNo,
        problemType: problemType.value,
        problemSonType: problemSonType?.value ?? '',
        problemDetail: data.problemDetail ?? '',
        problemImage: (data.problemImages ?? []).join(','),
        idempotencyKey: sendKeys.keyFor(subject),
      });
      // A refusal was toasted by the client; the draft stays as it is, to be corrected and sent again.
      if (!answer.success) return;
    } catch (failure) {
      void showToast(describeError(failure));
      return;
    }
    // The modal's code loads before it is needed: the 1.5 s it shows are then all on screen.
    await loadSentModal().catch(() => undefined);
    setSentDraft({ ...draft!, problemDetail: data.problemDetail ?? '', problemImages: data.problemImages ?? [] });
    // Saved: another complaint on the same subject in this page is a new send, with a new key.
    sendKeys.done(subject);
    finishDraft();
  }

  return (
    <ComplaintNextView
      draft={draft}
      imageOptions={imageOptions}
      sent={false}
      onChange={(data, version) =>
        updateDraft((next) => {
          withFormValues(next, data, version);
        })
      }
      onCarried={(carried, version) =>
        updateDraft((next) => {
          withFormValues(next, carried.kept, version);
        })
      }
      onSend={send}
    />
  );
}
