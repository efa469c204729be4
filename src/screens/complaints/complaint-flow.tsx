import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { prefetchWhenIdle } from '../../platform/idle-prefetch.ts';
import { useLoadCache } from '../../platform/use-load.ts';
import { LoadingState } from '../../ui/error-state.tsx';
import { useFlowStep, type FlowStep } from './flow-history.ts';

// The four complaint screens are one flow (issue 15): each URL opens directly, as its own prerendered page, and a
// move between them happens in the page (flow-history.ts), so the draft (complaint-draft-store.ts) and the loaded
// data (the load cache, src/platform/use-load.ts) stay in memory and the next screen appears at once. Each route's
// page holds its own step in its first load; the steps it moves to load once it is idle.

const stepLoaders: Record<FlowStep, () => Promise<{ default: ComponentType }>> = {
  complaint: () => import('./complaint-home.tsx'),
  complainPageNext: () => import('./complaint-next.tsx'),
  complaintList: () => import('./complaint-list.tsx'),
  complainDetails: () => import('./complaint-detail.tsx'),
};
const lazySteps = Object.fromEntries(Object.entries(stepLoaders).map(([step, load]) => [step, lazy(load)])) as Record<
  FlowStep,
  LazyExoticComponent<ComponentType>
>;

/**
 * The steps worth fetching ahead from each step: where its page moves in place on the ordinary path (the flow's go()
 * calls). The form step is never fetched on spec: its SchemaForm chunk (~55 KB gzip) alone would take the page of
 * any other step past its 100 KB in all (scripts/budgets). The detail's one move, its dead end's way back to the
 * list, loads when taken.
 */
const movesAhead: Record<FlowStep, readonly FlowStep[]> = {
  complaint: ['complaintList'],
  complainPageNext: ['complaint'],
  complaintList: ['complainDetails'],
  complainDetails: [],
};

/**
 * Loads the steps the shown step can move to once the page is idle and its own loads have settled, so that the move
 * shows at once without sharing the link with the shown step's data; a step further on
 * is fetched once the borrower has moved (home, then the list, then a complaint). On fast data only
 * (idle-prefetch.ts): on a slow or metered link a step loads when the borrower moves to it, behind LoadingState.
 */
function usePrefetchMovesAhead(shown: FlowStep) {
  const loads = useLoadCache();
  useEffect(
    () =>
      prefetchWhenIdle(
        () => {
          for (const step of movesAhead[shown]) void stepLoaders[step]().catch(() => undefined);
        },
        () => loads.settled(),
      ),
    [shown, loads],
  );
}

export interface ComplaintFlowProps {
  /** The step this page was opened at. */
  opened: FlowStep;
  /** Its component, imported by the page's screen module so that it is drawn in the page's first paint. */
  step: ComponentType;
}

export function ComplaintFlow({ opened, step: OpenedStep }: ComplaintFlowProps) {
  const shown = useFlowStep(opened);
  usePrefetchMovesAhead(shown);
  const Step = shown === opened ? OpenedStep : lazySteps[shown];
  return (
    <Suspense fallback={<LoadingState />}>
      <Step />
    </Suspense>
  );
}
