import { lazy, Suspense } from 'react';
import routeTable from '../../../schemas/routes.json';
import { useProblemInit } from '../../api/complaints.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { useSession } from '../../platform/session-context.ts';
import { LoadGate, LoadingState } from '../../ui/error-state.tsx';

// What draws the loaded home (the draft store and its validator, the order switch and the types) loads
// beside problem-init rather than before the first paint, which shows the skeleton until the answer is there.
const loadBody = () => import('./complaint-home-body.tsx');
void loadBody().catch(() => undefined);
const ComplaintHomeBody = lazy(loadBody);

/** Complaint home (route 'complaint'): problem-init for the page's order, then the order and the question types. */
export default function ComplaintHome() {
  useDocumentTitle(routeTable.routes.complaint.title);
  const session = useSession();
  const { data, error, isValidating, mutate } = useProblemInit(session.orderId);
  return (
    <LoadGate data={data} error={error} isValidating={isValidating} onRetry={() => void mutate()}>
      {(init) => (
        <Suspense fallback={<LoadingState />}>
          <ComplaintHomeBody init={init} />
        </Suspense>
      )}
    </LoadGate>
  );
}
