import { useMemo, useRef } from 'react';
import { message } from '../../../core/messages.ts';
import type { NodeActions } from '../../../renderers/nodes/node-props.ts';
import { describeError } from '../../api/api-error.ts';
import { generateVcode, type ExtensionInfo, type RepaymentInfo } from '../../api/repayment.ts';
import { copyText } from '../../platform/clipboard.ts';
import { showToast } from '../../platform/feedback.ts';
import { pageLocation, routeHref } from '../../platform/navigation.ts';
import { saveRepayment } from '../../platform/saved-repayment.ts';
import type { Session } from '../../platform/session.ts';
import { checkUrl, type UrlPolicyOptions } from '../../platform/url-policy.ts';
import { newIdempotencyKey, paymentRequest, savedRepaymentOf } from './repayment-data.ts';

/**
 * The handlers the repayment descriptors name: openCode (save the repayment info, open /repaymentOfCode2), copyCode,
 * and pay (generate-vcode with the chosen channel, then the returned payUrl through the URL policy). A refused
 * payUrl shows the policy's message and the page stays. Each channel's payment intent keeps one idempotency key for
 * this page, so a retry of the same intent is answered by the server without a second attempt.
 */
export function useRepaymentActions(info: RepaymentInfo | ExtensionInfo | undefined, session: Session, urlPolicy?: UrlPolicyOptions): NodeActions {
  const keys = useRef(new Map<string, string>());
  return useMemo<NodeActions>(
    () => ({
      openCode: () => {
        const saved = info && savedRepaymentOf(info, session.system);
        if (!saved || !saveRepayment(saved)) {
          void showToast(message('repayment.codeNotSaved'));
          return;
        }
        pageLocation.assign(routeHref('repaymentOfCode2', session));
      },
      copyCode: async ({ code }) => {
        const copied = code ? await copyText(code) : false;
        void showToast(message(copied ? 'clipboard.copied' : 'clipboard.failed'));
      },
      pay: async ({ channel }) => {
        const { productId, orderId } = session;
        if (!info || !channel || !productId || !orderId) return;
        let key = keys.current.get(channel);
        if (!key) keys.current.set(channel, (key = newIdempotencyKey()));
        try {
          // A failure envelope's message is toasted by the client; the borrower stays and may choose again.
          const result = await generateVcode(paymentRequest(info, { productId, orderId }, channel, key));
          if (!result.success) return;
          const verdict = checkUrl(result.data.payUrl, urlPolicy);
          if (!verdict.ok) {
            void showToast(message(verdict.reason));
            return;
          }
          pageLocation.assign(verdict.url);
        } catch (failure) {
          void showToast(describeError(failure));
        }
      },
    }),
    [info, session, urlPolicy],
  );
}
