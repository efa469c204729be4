import { Button, CenterPopup } from 'antd-mobile';
import JsBarcode from 'jsbarcode';
import { useId, useLayoutEffect, useRef } from 'react';
import styles from './barcode-node.module.css';

export interface BarcodeModalProps {
  visible: boolean;
  code: string;
  title: string;
  hint: string;
  closeLabel: string;
  onClose: () => void;
}

/**
 * The scan-to-pay modal: the code as a CODE128 barcode drawn into an SVG by jsbarcode (DOM calls and presentation
 * attributes only: no eval, no style attributes, so the CSP holds), with the code as text beneath. Loaded lazily.
 */
export default function BarcodeModal({ visible, code, title, hint, closeLabel, onClose }: BarcodeModalProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    if (!svgRef.current) return;
    JsBarcode(svgRef.current, code, { format: 'CODE128', displayValue: false, margin: 8, height: 80, width: 2 });
  }, [code, visible]);
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.modal}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <svg ref={svgRef} role="img" aria-label={code} className={styles.bars} />
        <p className={styles.code}>{code}</p>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
        <Button block color="primary" onClick={onClose}>
          {closeLabel}
        </Button>
      </div>
    </CenterPopup>
  );
}
