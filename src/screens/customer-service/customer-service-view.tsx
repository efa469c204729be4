import { descriptor, nodes } from '../../../generated/screens/customer-service.ts';
import type { ContactInfo } from '../../api/customer-service.ts';
import { LoadedPublishedScreen } from '../../ui/loaded-published-screen.tsx';

export interface CustomerServiceViewProps {
  data: ContactInfo | undefined;
  error: unknown;
  isValidating?: boolean;
  onRetry: () => void;
}

/** Pure: the contact details (or the load's progress or failure) drawn from the screen's descriptor. */
export function CustomerServiceView({ data, error, isValidating, onRetry }: CustomerServiceViewProps) {
  return <LoadedPublishedScreen descriptor={descriptor} nodes={nodes} data={data} error={error} isValidating={isValidating} onRetry={onRetry} />;
}
