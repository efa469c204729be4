import { useLandingTemplate } from '../../api/promotion.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { backOr, useHashRoute } from '../hash-route.tsx';
import { readLandingParams } from '../promo-params.ts';
import { AgreementView } from './agreement-view.tsx';

/** #/agreementTemplate with the same params as the download page: the template's agreement text. */
export default function AgreementScreen() {
  const { id } = readLandingParams(useHashRoute().search);
  const template = useLandingTemplate(id);
  useDocumentTitle(template.data?.agreement.title ?? document.title);
  return (
    <AgreementView
      template={template.data}
      error={template.error}
      missingTemplate={!id}
      isValidating={template.isValidating}
      onRetry={() => void template.mutate()}
      // Back to the form the visitor came from (what they typed is in the draft); opened directly, to the form.
      onBack={() => backOr('/')}
    />
  );
}
