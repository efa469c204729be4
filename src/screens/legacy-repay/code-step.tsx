import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { message } from '../../../core/messages.ts';
import { cleanCode, legacyCodeLength } from './legacy-repay-logic.ts';
import styles from './legacy-repay.module.css';

export interface CodeStepProps {
  code: string;
  onCode: (code: string) => void;
  error?: string;
  secondsLeft: number;
  busy: boolean;
  onResend: () => void;
  onConfirm: () => void;
}

export default function CodeStep({ code, onCode, error, secondsLeft, busy, onResend, onConfirm }: CodeStepProps) {
  return (
    <section className={styles.codeStep} aria-labelledby="legacy-code-title">
      <h2 id="legacy-code-title" className={styles.codeTitle}>
        {message('legacyRepay.codeTitle')}
      </h2>
      <p className={styles.hint}>{message('legacyRepay.codeSent')}</p>
      <div className={styles.codeRow}>
        <Input
          className={styles.codeInput}
          aria-label={message('legacyRepay.codeLabel')}
          placeholder={message('legacyRepay.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={legacyCodeLength}
          value={code}
          onChange={(typed) => onCode(cleanCode(typed))}
        />
        <Button size="small" fill="none" color="primary" disabled={secondsLeft > 0 || busy} onClick={onResend}>
          {secondsLeft > 0 ? message('legacyRepay.resendIn', { seconds: secondsLeft }) : message('legacyRepay.resend')}
        </Button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button block color="primary" loading={busy} onClick={onConfirm}>
          {message('legacyRepay.confirm')}
        </Button>
      </div>
    </section>
  );
}
