import { describeError } from '../../api/api-error.ts';
import { showToast } from '../../platform/feedback.ts';
import { followServerUrl } from '../../platform/follow-url.ts';
import { pageLocation } from '../../platform/navigation.ts';
import type { Session } from '../../platform/session.ts';
import type { UrlPolicyOptions } from '../../platform/url-policy.ts';
import { withFromConfirm, withSessionQuery } from './confirm-data.ts';

// What the confirm pages' buttons do, loaded on the first touch of one (docs/decisions/005). The agreement modal that
// opens with the page admits its URL itself (agreement-page.ts admitAgreementPage).

/** A call that answers a server-supplied URL, or undefined when it failed (the client has toasted its message). */
export type UrlCall = () => Promise<string | undefined>;

/**
 * 'Loan Now': the push, then the returned Loan details URL with '&from=confirm' through the URL policy, and the page
 * replaced by it (no way back to the confirm page). A refused URL shows the policy's message and the page stays.
 */
export async function takeLoan(push: UrlCall, session: Session, urlPolicy?: UrlPolicyOptions, beforeLeaving?: () => Promise<void>): Promise<void> {
  try {
    const lendDetailsUrl = await push();
    if (lendDetailsUrl === undefined) return;
    const carried = { ...session.params, system: session.system, ...session.headers };
    await followServerUrl(withFromConfirm(lendDetailsUrl), {
      policy: urlPolicy,
      go: async (url) => {
        await beforeLeaving?.();
        pageLocation.replace(withSessionQuery(url, carried, urlPolicy?.base ?? location.href));
      },
    });
  } catch (failure) {
    void showToast(describeError(failure));
  }
}

/** An agreement link: its page's URL from the jump call, through the URL policy, then opened. */
export async function openAgreement(jump: UrlCall, urlPolicy?: UrlPolicyOptions): Promise<void> {
  try {
    const contractUrl = await jump();
    if (contractUrl === undefined) return;
    await followServerUrl(contractUrl, { policy: urlPolicy });
  } catch (failure) {
    void showToast(describeError(failure));
  }
}

