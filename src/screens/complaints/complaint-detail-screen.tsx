import { ComplaintFlow } from './complaint-flow.tsx';
import ComplaintDetail from './complaint-detail.tsx';

/** The complaint flow opened at its detail step (route 'complainDetails'). */
export default function ComplaintDetailScreen() {
  return <ComplaintFlow opened="complainDetails" step={ComplaintDetail} />;
}
