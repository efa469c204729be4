import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { PublishedScreenRenderer } from '../../ui/published-screen.tsx';
import { message } from '../../../core/messages.ts';
import { descriptor, nodes } from '../../../generated/screens/loan-details.ts';
import type { LoanDetails } from '../../api/loan-details.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { LoadGate, LoadingState } from '../../ui/error-state.tsx';
import type { UrlPolicyOptions } from '../../platform/url-policy.ts';
import { describeLoanDetails, type LoanDetailsAction, type LoanDetailsView as StatusView } from './loan-details-status.ts';
import type { DialogName } from './loan-details-dialogs.tsx';
import { statusImageUrl } from './status-images.ts';
import styles from './loan-details-view.module.css';

// The dialogs (antd-mobile Dialog and Rate) load only when an order needs one, keeping them out of the
// first paint.
const LoanDetailsDialogs = lazy(() => import('./loan-details-dialogs.tsx'));
const RefusalNotice = lazy(() => import('./refusal-notice.tsx'));

export interface LoanDetailsHandlers {
  /** A status button (repay, rollover, Borrow Again); resolves once it has done its work. */
  onAction: (action: LoanDetailsAction) => void | Promise<void>;
  onHome: () => void;
  /** The card dialog's confirm: bind bank with source=loanDetail. */
  onBindBank: () => void;
  /** Leaves the page for playeduL, which already passed the URL policy. */
  onRedirect: (url: string) => void;
  /** Stores the chosen stars; resolves true once stored. */
  onSubmitRating: (score: number) => Promise<boolean>;
  onNativeRating: () => void;
}

export interface LoanDetailsViewProps extends LoanDetailsHandlers {
  data: LoanDetails | undefined;
  error: unknown;
  isValidating?: boolean;
  onRetry: () => void;
  /** The session flag that keeps the kind-tips dialog away (SPEC.md section 4). */
  showBankTip: boolean;
  /** Tests and stories pin the page's base; the app uses the real location. */
  urlPolicy?: UrlPolicyOptions;
}

function dialogQueue(view: StatusView): DialogName[] {
  const queue: DialogName[] = [];
  if (view.dialogs.card) queue.push('card');
  if (view.dialogs.kindTips) queue.push('kindTips');
  if (view.dialogs.rating) queue.push('rating');
  return queue;
}

interface LoadedProps extends LoanDetailsHandlers {
  details: LoanDetails;
  showBankTip: boolean;
  urlPolicy: UrlPolicyOptions | undefined;
}

function LoanDetailsContent({ details, showBankTip, urlPolicy, ...handlers }: LoadedProps) {
  const view = useMemo(() => describeLoanDetails(details, { showBankTip }, urlPolicy), [details, showBankTip, urlPolicy]);
  // One dialog at a time, in this order; each closed one stays closed for this page.
  const [closed, setClosed] = useState<ReadonlySet<DialogName>>(new Set());
  const [busy, setBusy] = useState<LoanDetailsAction['kind'] | 'home' | undefined>(undefined);
  const { onRedirect } = handlers;

  useEffect(() => {
    if (view.redirect) onRedirect(view.redirect);
  }, [view.redirect, onRedirect]);

  // The page is being replaced: nothing else may flash up meanwhile.
  if (view.redirect) return <LoadingState />;

  const dialog = dialogQueue(view).find((name) => !closed.has(name));

  async function run(kind: NonNullable<typeof busy>, work: () => void | Promise<void>) {
    if (busy) return; // one press leads once (double-submission guard)
    setBusy(kind);
    try {
      await work();
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <div data-order-status={details.orderStatus}>
      {view.refusal && (
        <div role="alert">
          {/* The text at once, in the bar's place, while the bar's chunk loads. */}
          <Suspense fallback={<p>{message(view.refusal)}</p>}>
            <RefusalNotice text={message(view.refusal)} />
          </Suspense>
        </div>
      )}
      <section className={styles.status}>
        <img src={statusImageUrl(view.image)} data-status-image={view.image} alt="" width={120} height={120} />
        <h1 className={styles.statusTitle}>{view.notice.status}</h1>
        <p className={styles.statusDescription}>{view.notice.description}</p>
      </section>
      <PublishedScreenRenderer descriptor={descriptor} nodes={nodes} data={details} />
      <div className={styles.actions}>
        {view.actions.map((action) => (
          <div key={action.kind}>
            {action.hint && <p className={styles.hint}>{message(action.hint)}</p>}
            <Button
              block
              color={action.kind === 'rollover' ? 'default' : 'primary'}
              size="large"
              loading={busy === action.kind}
              disabled={busy !== undefined && busy !== action.kind}
              onClick={() => void run(action.kind, () => handlers.onAction(action))}
            >
              {message(action.label)}
            </Button>
          </div>
        ))}
        <Button block fill="none" color="primary" disabled={busy !== undefined} onClick={() => void run('home', handlers.onHome)}>
          {message('loanDetails.action.home')}
        </Button>
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <LoanDetailsDialogs
            dialog={dialog}
            dialogs={view.dialogs}
            onClose={(name) => setClosed((previous) => new Set(previous).add(name))}
            onBindBank={handlers.onBindBank}
            onSubmitRating={handlers.onSubmitRating}
            onNativeRating={handlers.onNativeRating}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Pure: the order (or the load's progress or failure), its status, actions and dialogs. */
export function LoanDetailsView({ data, error, isValidating, onRetry, showBankTip, urlPolicy, ...handlers }: LoanDetailsViewProps) {
  useDocumentTitle(descriptor.title);
  return (
    <LoadGate data={data} error={error} isValidating={isValidating} onRetry={onRetry}>
      {(details) => <LoanDetailsContent details={details} showBankTip={showBankTip} urlPolicy={urlPolicy} {...handlers} />}
    </LoadGate>
  );
}
