import { Button } from 'antd-mobile';
import type { LandingTemplate } from '../../api/promotion.ts';
import { ErrorState, LoadingState } from '../../ui/error-state.tsx';
import { message } from '../../../core/messages.ts';
import styles from './download-view.module.css';

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
    <main className={styles.download}>
      <h1 className={styles.title}>{download.title}</h1>
      {download.text ? <p className={styles.text}>{download.text}</p> : null}
      <div className={styles.buttons}>
        {download.buttons.map((button) => (
          <Button key={`${button.platform}:${button.url}`} block color="primary" size="large" onClick={() => onDownload(button)}>
            {button.text}
          </Button>
        ))}
      </div>
    </main>
  );
}
