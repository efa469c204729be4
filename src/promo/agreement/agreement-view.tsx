import { Button } from 'antd-mobile';
import type { LandingTemplate } from '../../api/promotion.ts';
import { ErrorState, LoadingState } from '../../ui/error-state.tsx';
import { message } from '../../../core/messages.ts';
import styles from './agreement-view.module.css';

export interface AgreementViewProps {
  template: LandingTemplate | undefined;
  error: unknown;
  missingTemplate?: boolean;
  isValidating?: boolean;
  onRetry: () => void;
  onBack: () => void;
}

/** Pure: the template's agreement, as plain text (server-supplied text is never read as HTML). */
export function AgreementView({ template, error, missingTemplate, isValidating, onRetry, onBack }: AgreementViewProps) {
  if (missingTemplate) return <ErrorState text={message('promo.noTemplate')} />;
  if (error !== undefined && error !== null && !isValidating) return <ErrorState error={error} onRetry={onRetry} />;
  if (!template) return <LoadingState />;
  const { agreement } = template;
  return (
    <main className={styles.agreement}>
      <h1 className={styles.title}>{agreement.title}</h1>
      {agreement.paragraphs.map((paragraph, index) => (
        // Paragraphs are plain strings that may repeat; their place is their identity.
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      <Button block fill="outline" color="primary" className={styles.back} onClick={onBack}>
        {message('promo.back')}
      </Button>
    </main>
  );
}
