import { Suspense } from 'react';
import { Tag } from 'antd-mobile';
import { PublishedScreenRenderer } from '../../ui/published-screen.tsx';
import { message } from '../../../core/messages.ts';
import { descriptor, nodes } from '../../../generated/screens/joint-login-failure.ts';
import type { RecommendedProduct, JointLoginFailure } from '../../api/service.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { LoadGate, LoadingState } from '../../ui/error-state.tsx';
import { RecommendedProducts } from './recommended-products.tsx';
import styles from './joint-login-failure-view.module.css';

export interface JointLoginFailureViewProps {
  data: JointLoginFailure | undefined;
  error: unknown;
  isValidating?: boolean;
  onRetry: () => void;
  opening?: string;
  onOpenProduct: (product: RecommendedProduct, position: number) => void;
}

/** Pure: the 'Failed' badge, the server's message and the products offered instead. */
export function JointLoginFailureView({ data, error, isValidating, onRetry, opening, onOpenProduct }: JointLoginFailureViewProps) {
  useDocumentTitle(descriptor.title);
  return (
    <LoadGate data={data} error={error} isValidating={isValidating} onRetry={onRetry}>
      {(info) => (
        // The descriptor's nodes all bind the data, so its module loads them lazily (scripts/schema/screens.ts): the
        // skeleton stays until they are there, rather than a heading appearing after the badge and pushing it all down.
        <Suspense fallback={<LoadingState />}>
          <div>
            <section className={styles.failure}>
              <Tag color="danger" fill="solid" className={styles.failed}>
                {message('jointLogin.failed')}
              </Tag>
              <PublishedScreenRenderer descriptor={descriptor} nodes={nodes} data={info} />
              <p className={styles.message}>{info.errMessage}</p>
            </section>
            <RecommendedProducts products={info.family} opening={opening} onOpen={onOpenProduct} />
          </div>
        </Suspense>
      )}
    </LoadGate>
  );
}
