import { useMemo } from 'react';
import { message } from '../../../core/messages.ts';
import type { NodeActions } from '../../../renderers/nodes/node-props.ts';
import { describeError } from '../../api/api-error.ts';
import type { ExtensionInfo, RepaymentInfo } from '../../api/repayment.ts';
import { showToast } from '../../platform/feedback.ts';
import type { Session } from '../../platform/session.ts';
import type { UrlPolicyOptions } from '../../platform/url-policy.ts';
import { useIntentKeys } from '../../platform/idempotency-key.ts';

const loadPayment = () => import('./repayment-payment.ts');

/** The payment module, or a toast when it cannot load (offline): the borrower may tap again. */
async function withPayment(run: (payment: Awaited<ReturnType<typeof loadPayment>>) => void | Promise<void>): Promise<void> {
  let payment: Awaited<ReturnType<typeof loadPayment>>;
  try {
    payment = await loadPayment();
  } catch (failure) {
    void showToast(describeError(failure) || message('error.network'));
    return;
  }
  await run(payment);
}

/**
 * The handlers the repayment descriptors name: openCode (save the repayment info, open /repaymentOfCode2), copyCode,
 * and pay (generate-vcode, then payUrl through the URL policy). Each channel's payment intent keeps one idempotency
 * key for this page, so a retry of the same intent is answered by the server without a second payment attempt.
 */
export function useRepaymentActions(info: RepaymentInfo | ExtensionInfo | undefined, session: Session, urlPolicy?: UrlPolicyOptions): NodeActions {
  const { keyFor } = useIntentKeys();
  return useMemo<NodeActions>(
    () => ({
      openCode: () => (info ? withPayment((payment) => payment.openCode(info, session)) : undefined),
      copyCode: ({ code }) => withPayment((payment) => payment.copyCode(code ?? '')),
      pay: ({ channel }) => {
        const { productId, orderId } = session;
        if (!info || !channel || !productId || !orderId) return;
        const idempotencyKey = keyFor(channel);
        return withPayment((payment) => payment.pay(info, { productId, orderId }, channel, idempotencyKey, urlPolicy));
      },
    }),
    [info, session, urlPolicy, keyFor],
  );
}
