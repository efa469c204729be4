import { ComplaintFlow } from './complaint-flow.tsx';
import ComplaintList from './complaint-list.tsx';

/** The complaint flow opened at its list step (route 'complaintList'). */
export default function ComplaintListScreen() {
  return <ComplaintFlow opened="complaintList" step={ComplaintList} />;
}
