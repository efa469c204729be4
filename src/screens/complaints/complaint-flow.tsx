import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { prefetchWhenIdle } from '../../platform/idle-prefetch.ts';
import { LoadingState } from '../../ui/error-state.tsx';
import { useFlowStep, type FlowStep } from './flow-history.ts';

// The four complaint screens are one flow (issue 15): each URL opens directly, as its own prerendered page, and a
// move between them happens in the page (flow-history.ts), so the draft (complaint-draft-store.ts) and the loaded
// data (the load cache, src/platform/use-load.ts) stay in memory and the next screen appears at once. Each route's
// page holds its own step in its first load; the other steps load once it is idle.

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
 * The form step is never fetched on spec: its SchemaForm chunk (~55 KB gzip) alone would take the page of any
 * other step past its 100 KB in all (scripts/budgets); it loads when the borrower moves to it.
 */
const prefetched: readonly FlowStep[] = ['complaint', 'complaintList', 'complainDetails'];

/**
 * Loads the other steps once the page is idle, so that a move to them shows at once; on fast data only
 * (idle-prefetch.ts): on a slow or metered link a step loads when the borrower moves to it, behind LoadingState.
 */
function usePreloadSteps(opened: FlowStep) {
  useEffect(
    () =>
      prefetchWhenIdle(() => {
        for (const step of prefetched) if (step !== opened) void stepLoaders[step]().catch(() => undefined);
      }),
    [opened],
  );
}

export interface ComplaintFlowProps {
  /** The step this page was opened at. */
  opened: FlowStep;
  /** Its component, imported by the page's screen module so that it is drawn in the page's first paint. */
  step: ComponentType;
}

export function ComplaintFlow({ opened, step: OpenedStep }: ComplaintFlowProps) {
  usePreloadSteps(opened);
  const shown = useFlowStep(opened);
  const Step = shown === opened ? OpenedStep : lazySteps[shown];
  return (
    <Suspense fallback={<LoadingState />}>
      <Step />
    </Suspense>
  );
}
