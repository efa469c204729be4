import { useCallback, useState } from 'react';
import { message } from '../../../core/messages.ts';
import { describeError } from '../../api/api-error.ts';
import { sendGoogleScore, useLoanDetails } from '../../api/loan-details.ts';
import { saveEvent } from '../../api/service.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { showToast } from '../../platform/feedback.ts';
import { useSession } from '../../platform/session-context.ts';
import { useBridge } from '../../bridge/bridge-context.ts';
import { descriptor, nodes } from '../../../generated/screens/loan-details.ts';
import { usePublishedDescriptor } from '../../ui/published-screen.tsx';
import type { LoanDetailsAction } from './loan-details-status.ts';
import { pageLocation, routeHref } from '../../platform/navigation.ts';
import { readShowBankTip, setShowBankTip } from './show-bank-tip.ts';
import { LoanDetailsView } from './loan-details-view.tsx';

// Analytics must not hold the borrower up: Borrow Again waits this long for its event at most.
export const eventWaitMs = 2_000;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export default function LoanDetailsScreen() {
  const session = useSession();
  const bridge = useBridge();
  const { productId, orderId } = session;
  const { data, error, isValidating, mutate } = useLoanDetails(productId, orderId);
  // Asked with the first call (routes.json "loads"), though the view draws it only with the order.
  usePublishedDescriptor(descriptor, nodes);
  // Read once per page load: the flag only changes as the borrower leaves the page.
  const [showBankTip] = useState(readShowBankTip);
  useDocumentTitle(descriptor.title);

  const order = { productId, orderId };

  async function onAction(action: LoanDetailsAction) {
    if (action.setsShowBankTip) setShowBankTip();
    if (action.event && productId) {
      // The native app's analytics hear it too (a no-op outside a shell).
      bridge.confirmBurialPoint({ productId, ...action.event });
      const recorded = saveEvent({ productId, ...action.event }).catch(() => undefined);
      await Promise.race([recorded, wait(eventWaitMs)]);
    }
    pageLocation.assign(routeHref(action.target, session, action.target === 'productDetail' ? { productId } : order));
  }

  async function onSubmitRating(score: number): Promise<boolean> {
    try {
      // A failure envelope's message is toasted by the client.
      return (await sendGoogleScore(score)).success;
    } catch (failure) {
      void showToast(describeError(failure));
      return false;
    }
  }

  const onRedirect = useCallback((url: string) => pageLocation.replace(url), []);

  if (!productId || !orderId) return <ErrorState text={message('loanDetails.orderNotFound')} />;
  return (
    <LoanDetailsView
      data={data}
      error={error}
      isValidating={isValidating}
      onRetry={() => void mutate()}
      showBankTip={showBankTip}
      onAction={onAction}
      onHome={() => pageLocation.assign(routeHref('main', session))}
      onBindBank={() => pageLocation.assign(routeHref('bindBank', session, { ...order, source: 'loanDetail' }))}
      onRedirect={onRedirect}
      onSubmitRating={onSubmitRating}
      onNativeRating={() => bridge.openNativeRating()}
    />
  );
}
