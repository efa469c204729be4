import { ComplaintFlow } from './complaint-flow.tsx';
import ComplaintNext from './complaint-next.tsx';

/** The complaint flow opened at its next step (route 'complainPageNext'). */
export default function ComplaintNextScreen() {
  return <ComplaintFlow opened="complainPageNext" step={ComplaintNext} />;
}
