import { message } from '../../core/messages.ts';
import { showToast } from './feedback.ts';
import { pageLocation } from './navigation.ts';
import { checkUrl, type UrlPolicyOptions } from './url-policy.ts';

// The one way a screen leaves for a URL the server supplied (a payment page, Loan details after the push, an
// agreement, a gateway): through the URL policy first, always, so that no answer can send the borrower somewhere the
// policy refuses; and a refusal is said the same way everywhere.

export interface FollowOptions {
  policy?: UrlPolicyOptions;
  /** Where the admitted URL goes: the page's location by default (a step back returns to this page). */
  go?: (url: string) => void | Promise<void>;
}

/** Follows `raw` if the URL policy admits it; else toasts the policy's message and the page stays. True once gone. */
export async function followServerUrl(raw: unknown, { policy, go = (url) => pageLocation.assign(url) }: FollowOptions = {}): Promise<boolean> {
  const verdict = checkUrl(raw, policy);
  if (!verdict.ok) {
    void showToast(message(verdict.reason));
    return false;
  }
  await go(verdict.url);
  return true;
}
