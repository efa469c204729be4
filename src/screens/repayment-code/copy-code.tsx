import { useId } from 'react';
import Button from 'antd-mobile/es/components/button';
import { message } from '../../../core/messages.ts';
import { useOneAtATime } from '../../../renderers/core/one-at-a-time.ts';
import { copyText } from '../../platform/clipboard.ts';
import { showToast } from '../../platform/feedback.ts';
import styles from './repayment-code.module.css';

/**
 * The code as selectable text, and 'Click to Copy' with a toast that says whether it worked. The button's name is its
 * visible text (WCAG 2.5.3, axe label-content-name-mismatch) and the code its description.
 */
export function CopyCode({ label, code }: { label: string; code: string }) {
  const copying = useOneAtATime();
  const codeId = useId();
  const copy = () => copying.run(async () => void showToast(message((await copyText(code)) ? 'clipboard.copied' : 'clipboard.failed')));
  return (
    <div className={styles.codeRow}>
      <div>
        <div className={styles.label}>{label}</div>
        <div className={styles.code} id={codeId}>
          {code}
        </div>
      </div>
      <Button size="small" color="primary" fill="outline" aria-describedby={codeId} onClick={() => void copy()}>
        {message('repaymentCode.copy')}
      </Button>
    </div>
  );
}
