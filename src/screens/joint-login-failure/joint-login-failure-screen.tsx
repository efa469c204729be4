import { useState } from 'react';
import { describeError } from '../../api/api-error.ts';
import type { RecommendedProduct } from '../../api/service.ts';
import { useJointLoginFailure } from '../../api/joint-login-failure.ts';
import { showToast } from '../../platform/feedback.ts';
import { useBridge } from '../../bridge/bridge-context.ts';
import { descriptor, nodes } from '../../../generated/screens/joint-login-failure.ts';
import { usePublishedDescriptor } from '../../ui/published-screen.tsx';
import { JointLoginFailureView } from './joint-login-failure-view.tsx';

// What a product's tap does (its reports, define, the URL policy) loads as the tap happens: the page draws without it.
const loadProductLink = () => import('./product-link.ts');

export default function JointLoginFailureScreen() {
  const bridge = useBridge();
  const { data, error, isValidating, mutate } = useJointLoginFailure();
  // Asked with the first call (routes.json "loads"), though the view draws it only with the answer.
  usePublishedDescriptor(descriptor, nodes);
  const [opening, setOpening] = useState<string | undefined>(undefined);

  async function open(product: RecommendedProduct, position: number) {
    if (product.globally !== 1 || opening) return;
    setOpening(product.productId);
    try {
      const { openProduct } = await loadProductLink();
      await openProduct(bridge, product, position);
    } catch (failure) {
      // The module did not come (a lost connection): said, and the same tap tries again.
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
