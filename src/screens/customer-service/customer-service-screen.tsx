import { useContactInfo } from '../../api/customer-service.ts';
import { CustomerServiceView } from './customer-service-view.tsx';

export default function CustomerServiceScreen() {
  const { data, error, isValidating, mutate } = useContactInfo();
  return <CustomerServiceView data={data} error={error} isValidating={isValidating} onRetry={() => void mutate()} />;
}
