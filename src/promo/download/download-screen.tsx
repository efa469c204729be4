import { useLocation } from 'react-router';
import { useLandingTemplate } from '../../api/promotion.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { followServerUrl } from '../../platform/follow-url.ts';
import { readLandingParams } from '../promo-params.ts';
import { DownloadView } from './download-view.tsx';

export interface DownloadScreenProps {
  /** Where an allowed URL is opened; the browser's location by default. */
  open?: (url: string) => void;
}

/**
 * #/downloadTemplate?app_from&user_from&utm_tag&id&(links_id|down_id): the template's download buttons. Each
 * URL comes from the server, so it passes the one URL policy before the page leaves for it.
 */
export default function DownloadScreen({ open = (url) => window.location.assign(url) }: DownloadScreenProps) {
  const { id } = readLandingParams(useLocation().search);
  const template = useLandingTemplate(id);
  useDocumentTitle(template.data?.download.title ?? document.title);
  return (
    <DownloadView
      template={template.data}
      error={template.error}
      missingTemplate={!id}
      isValidating={template.isValidating}
      onRetry={() => void template.mutate()}
      onDownload={(button) => void followServerUrl(button.url, { go: open })}
    />
  );
}
