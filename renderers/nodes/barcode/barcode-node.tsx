import { Button, type ButtonRef } from 'antd-mobile';
import { lazy, Suspense, useRef, useState } from 'react';
import { resolveText } from '../../core/binding.ts';
import type { BarcodeNode as BarcodeDescriptor } from '../../core/descriptor.ts';
import type { NodeProps } from '../node-props.ts';
import styles from './barcode-node.module.css';

// The modal and the barcode library load on the first touch of the button, never with the page.
const loadModal = () => import('./barcode-modal.tsx');
const BarcodeModal = lazy(loadModal);

/** 'Scan to pay': a button opening a modal with the code as a barcode a cashier scans. No code, nothing drawn. */
export function BarcodeNode({ node, data }: NodeProps<BarcodeDescriptor>) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<ButtonRef>(null);
  const code = resolveText(node.code, data);
  if (!code) return null;
  return (
    <div className={styles.barcode}>
      <Button
        ref={triggerRef}
        block
        fill="outline"
        color="primary"
        onTouchStart={() => void loadModal()}
        onMouseDown={() => void loadModal()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {node.buttonLabel}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <BarcodeModal
            visible={open}
            code={code}
            title={node.title}
            hint={resolveText(node.hint, data)}
            closeLabel={node.closeLabel}
            onClose={() => {
              setOpen(false);
              triggerRef.current?.nativeElement?.focus({ preventScroll: true });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
