import routeTable from '../../../schemas/routes.json';
import { useProblemInit } from '../../api/complaints.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { useSession } from '../../platform/session-context.ts';
import { LoadGate } from '../../ui/error-state.tsx';
import ComplaintHomeBody from './complaint-home-body.tsx';

// What draws the loaded home (the draft store and its validator, the order switch) is imported with the page, not
// lazily: the page downloads it before its network is quiet either way, and imported lazily from this module it was
// asked for only once the app had run, a round trip after problem-init had answered (on 3G, content shown at 2.9 s
// rather than 2.4 s).

/** Complaint home (route 'complaint'): problem-init for the page's order, then the order and the question types. */
export default function ComplaintHome() {
  useDocumentTitle(routeTable.routes.complaint.title);
  const session = useSession();
  const { data, error, isValidating, mutate } = useProblemInit(session.orderId);
  return (
    <LoadGate data={data} error={error} isValidating={isValidating} onRetry={() => void mutate()}>
      {(init) => <ComplaintHomeBody init={init} />}
    </LoadGate>
  );
}
