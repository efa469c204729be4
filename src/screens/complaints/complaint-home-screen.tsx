import { ComplaintFlow } from './complaint-flow.tsx';
import ComplaintHome from './complaint-home.tsx';

/** The complaint flow opened at its home step (route 'complaint'). */
export default function ComplaintHomeScreen() {
  return <ComplaintFlow opened="complaint" step={ComplaintHome} />;
}
