import { useState } from 'react';
import { message } from '../../../core/messages.ts';
import { describeError } from '../../api/api-error.ts';
import { fetchProductLink, trackProductClick } from '../../api/product-links.ts';
import { saveEvent } from '../../api/service.ts';
import type { RecommendedProduct } from '../../api/service.ts';
import type { Bridge } from '../../bridge/bridge.ts';
import { useJointLoginFailure } from '../../api/joint-login-failure.ts';
import { showToast } from '../../platform/feedback.ts';
import { useBridge } from '../../bridge/bridge-context.ts';
import { descriptor, nodes } from '../../../generated/screens/joint-login-failure.ts';
import { usePublishedDescriptor } from '../../ui/published-screen.tsx';
import { JointLoginFailureView } from './joint-login-failure-view.tsx';
import { browserWindow, handLinkToNative, planLinkOpening } from './product-link.ts';

// /diving/gopia/goya/define's 'module': the recommended-products list of the order pages (the module
// Loan details reports Borrow Again under). SPEC.md does not decode the original's values.
export const productListModule = '30';

/**
 * A product click, reported every way the spec has: /service/event/save, the older /gopia/goya click tracking, and the
 * native app's analytics through confirmBurialPoint (a no-op outside a shell). None of them holds the borrower up.
 */
export function reportProductClick(bridge: Bridge, productId: string, position: number): void {
  const event = { productId, moduleId: productListModule, positionId: String(position) };
  bridge.confirmBurialPoint(event);
  void saveEvent(event).catch(() => undefined);
  void trackProductClick({ module: productListModule, position: String(position), product: productId }).catch(() => undefined);
}

export default function JointLoginFailureScreen() {
  const bridge = useBridge();
  const { data, error, isValidating, mutate } = useJointLoginFailure();
  // Asked with the first call (routes.json "loads"), though the view draws it only with the answer.
  usePublishedDescriptor(descriptor, nodes);
  const [opening, setOpening] = useState<string | undefined>(undefined);

  async function open(product: RecommendedProduct, position: number) {
    if (product.globally !== 1 || opening) return;
    setOpening(product.productId);
    reportProductClick(bridge, product.productId, position);
    try {
      // A failure envelope's message is toasted by the client (SPEC.md section 8).
      const result = await fetchProductLink({ module: productListModule, position: String(position), product: product.productId });
      if (!result.success) return;
      const plan = planLinkOpening(result.data.link);
      if (plan.via === 'browser') browserWindow.open(plan.url);
      else if (plan.via === 'bridge') handLinkToNative(bridge, plan.link, product.productId);
      else void showToast(message(plan.reason.reason));
    } catch (failure) {
      void showToast(describeError(failure));
    } finally {
      setOpening(undefined);
    }
  }

  return (
    <JointLoginFailureView
      data={data}
      error={error}
      isValidating={isValidating}
      onRetry={() => void mutate()}
      opening={opening}
      onOpenProduct={(product, position) => void open(product, position)}
    />
  );
}
