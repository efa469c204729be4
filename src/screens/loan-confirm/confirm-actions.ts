import { useMemo } from 'react';
import { message } from '../../../core/messages.ts';
import type { NodeActions } from '../../../renderers/nodes/node-props.ts';
import { describeError } from '../../api/api-error.ts';
import { showToast } from '../../platform/feedback.ts';
import type { Session } from '../../platform/session.ts';
import type { UrlPolicyOptions } from '../../platform/url-policy.ts';
import { useIntentKeys } from '../../platform/idempotency-key.ts';
import type { Agreement } from './confirm-data.ts';
import type { UrlCall } from './confirm-submit.ts';

const loadSubmit = () => import('./confirm-submit.ts');
type Submit = Awaited<ReturnType<typeof loadSubmit>>;

/** The submit module, or a toast when it cannot load (offline): the borrower may tap again. */
export async function withSubmit(run: (submit: Submit) => void | Promise<void>): Promise<void> {
  let submit: Submit;
  try {
    submit = await loadSubmit();
  } catch (failure) {
    void showToast(describeError(failure) || message('error.network'));
    return;
  }
  await run(submit);
}

export interface ConfirmCalls {
  /** What the loan is (productId and the terms): one idempotency key per intent, reused on every retry of it. */
  intent: string | undefined;
  agreements: readonly Agreement[];
  /** The push with this key: the Loan details URL, or undefined when it failed. */
  push: (idempotencyKey: string) => Promise<string | undefined>;
  /** The agreement's page URL, or undefined when the call failed. */
  jump: (position: string) => Promise<string | undefined>;
  /** Run just before the page is replaced: the back guard steps off its history entry (back-guard.ts leave). */
  beforeLeaving?: () => Promise<void>;
}

/**
 * The handlers the confirm descriptors name: loanNow (the push, then Loan details through the URL policy, replacing
 * the page) and openAgreement (the jump, then the agreement page through the URL policy). The node keeps the button
 * busy and ignores repeated taps; the key makes a retry of the same intent answer the same order.
 */
export function useConfirmActions(calls: ConfirmCalls, session: Session, urlPolicy?: UrlPolicyOptions): NodeActions {
  const { keyFor } = useIntentKeys();
  const { intent, agreements, push, jump, beforeLeaving } = calls;
  return useMemo<NodeActions>(
    () => ({
      loanNow: () => {
        if (intent === undefined) return;
        const idempotencyKey = keyFor(intent);
        const call: UrlCall = () => push(idempotencyKey);
        return withSubmit((submit) => submit.takeLoan(call, session, urlPolicy, beforeLeaving));
      },
      openAgreement: ({ index }) => {
        const agreement = agreements[Number(index)];
        if (!agreement) return;
        return withSubmit((submit) => submit.openAgreement(() => jump(agreement.position), urlPolicy));
      },
    }),
    [intent, agreements, push, jump, beforeLeaving, session, urlPolicy, keyFor],
  );
}
