import { PublishedScreenRenderer } from '../../ui/published-screen.tsx';
import { descriptor, nodes } from '../../../generated/screens/customer-service.ts';
import type { ContactInfo } from '../../api/customer-service.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { LoadGate, LoadingState } from '../../ui/error-state.tsx';

export interface CustomerServiceViewProps {
  data: ContactInfo | undefined;
  error: unknown;
  isValidating?: boolean;
  onRetry: () => void;
}

/** Pure: the contact details (or the load's progress or failure) drawn from the screen's descriptor. */
export function CustomerServiceView({ data, error, isValidating, onRetry }: CustomerServiceViewProps) {
  useDocumentTitle(descriptor.title);
  return (
    <LoadGate
      data={data}
      error={error}
      isValidating={isValidating}
      onRetry={onRetry}
      pending={<PublishedScreenRenderer descriptor={descriptor} nodes={nodes} whileLoading={<LoadingState />} />}
    >
      {(contact) => <PublishedScreenRenderer descriptor={descriptor} nodes={nodes} data={contact} />}
    </LoadGate>
  );
}
