import { useLandingTemplate } from '../../api/promotion.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { useLocation } from 'react-router';
import { readLandingParams } from '../promo-params.ts';
import { useBackOr } from '../use-back-or.ts';
import { AgreementView } from './agreement-view.tsx';

/** #/agreementTemplate with the same params as the download page: the template's agreement text. */
export default function AgreementScreen() {
  const { id } = readLandingParams(useLocation().search);
  const back = useBackOr('/');
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
      onBack={back}
    />
  );
}
