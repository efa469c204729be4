import { Button } from 'antd-mobile';
import type { LandingTemplate } from '../../api/promotion.ts';
import { ErrorState, LoadingState } from '../../ui/error-state.tsx';
import { message } from '../../../core/messages.ts';

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
    <main style={{ padding: '24px 16px' }}>
      <h1 style={{ margin: '0 0 16px', fontSize: 22 }}>{agreement.title}</h1>
      {agreement.paragraphs.map((paragraph, index) => (
        // Paragraphs are plain strings that may repeat; their place is their identity.
        <p key={index} style={{ lineHeight: 1.6, margin: '0 0 12px' }}>
          {paragraph}
        </p>
      ))}
      <Button block fill="outline" color="primary" style={{ marginTop: 16 }} onClick={onBack}>
        {message('promo.back')}
      </Button>
    </main>
  );
}
