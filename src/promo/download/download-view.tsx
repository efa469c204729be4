import { Button } from 'antd-mobile';
import type { LandingTemplate } from '../../api/promotion.ts';
import { ErrorState, LoadingState } from '../../ui/error-state.tsx';
import { message } from '../../../core/messages.ts';

type DownloadButton = LandingTemplate['download']['buttons'][number];

export interface DownloadViewProps {
  template: LandingTemplate | undefined;
  error: unknown;
  missingTemplate?: boolean;
  isValidating?: boolean;
  onRetry: () => void;
  /** A download button was tapped; the screen opens its URL through the URL policy. */
  onDownload: (button: DownloadButton) => void;
}

/** Pure: the template's download page, after a registration or for an already registered phone. */
export function DownloadView({ template, error, missingTemplate, isValidating, onRetry, onDownload }: DownloadViewProps) {
  if (missingTemplate) return <ErrorState text={message('promo.noTemplate')} />;
  if (error !== undefined && error !== null && !isValidating) return <ErrorState error={error} onRetry={onRetry} />;
  if (!template) return <LoadingState />;
  const { download } = template;
  return (
    <main style={{ padding: '40px 16px', textAlign: 'center' }}>
      <h1 style={{ margin: 0, fontSize: 24 }}>{download.title}</h1>
      {download.text ? <p style={{ margin: '12px 0 28px', lineHeight: 1.5, color: 'var(--adm-color-text-secondary)' }}>{download.text}</p> : null}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {download.buttons.map((button) => (
          <Button key={`${button.platform}:${button.url}`} block color="primary" size="large" onClick={() => onDownload(button)}>
            {button.text}
          </Button>
        ))}
      </div>
    </main>
  );
}
