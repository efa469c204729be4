import { Button } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { resolveText } from '../../core/binding.ts';
import type { BarcodeNode as BarcodeDescriptor } from '../../core/descriptor.ts';
import { useLazyOverlay } from '../../core/use-lazy-overlay.ts';
import type { NodeProps } from '../node-props.ts';
import styles from './barcode-node.module.css';

// The modal and the barcode library load on the first touch of the button, never with the page.
const loadModal = () => import('./barcode-modal.tsx');
const BarcodeModal = lazy(loadModal);

/** 'Scan to pay': a button opening a modal with the code as a barcode a cashier scans. No code, nothing drawn. */
export function BarcodeNode({ node, data }: NodeProps<BarcodeDescriptor>) {
  const overlay = useLazyOverlay(loadModal);
  const code = resolveText(node.code, data);
  if (!code) return null;
  return (
    <div className={styles.barcode}>
      <Button
        block
        fill="outline"
        color="primary"
        {...overlay.triggerProps}
      >
        {node.buttonLabel}
      </Button>
      {overlay.mounted ? (
        <Suspense fallback={null}>
          <BarcodeModal
            visible={overlay.open}
            code={code}
            title={node.title}
            hint={resolveText(node.hint, data)}
            closeLabel={node.closeLabel}
            onClose={overlay.close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
