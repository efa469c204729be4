import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { routeHref } from '../../platform/navigation.ts';
import { useSession } from '../../platform/session-context.ts';
import { LoadingState } from '../../ui/error-state.tsx';
import { moveTo, useFlowStep } from './flow-history.ts';
import { changedDraft, clearDraft, emptyDraft, readDraft, writeDraft, type ComplaintDraft } from './complaint-draft.ts';
import { FlowContext, type ComplaintFlowValue, type FlowStep } from './complaint-flow-context.ts';

// The four complaint screens are one flow (issue 15): each URL opens directly, as its own prerendered page, and a
// move between them happens in the page (flow-history.ts), so the draft and the loaded data stay in memory and the
// next screen appears at once. Each route's page holds its own step in its first load; the other steps load after
// it has painted.

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

const isEmpty = (draft: ComplaintDraft) =>
  !draft.orderNo && !draft.problemType && draft.problemDetail === '' && draft.problemImages.length === 0;

const noSubscription = () => () => {};

function FlowState({ children }: { children: ReactNode }) {
  const session = useSession();
  const [stored, setDraft] = useState<ComplaintDraft>(readDraft);
  // The page was drawn at build time, with no storage: the draft shows once the page has hydrated.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const draft = hydrated ? stored : undefined;
  // Written on every change, so a reload or a closed web view finds it; an untouched draft is not worth a write.
  useEffect(() => {
    if (draft && !isEmpty(draft)) writeDraft(draft);
  }, [draft]);
  const updateDraft = useCallback<ComplaintFlowValue['updateDraft']>((change) => setDraft((current) => changedDraft(current, change)), []);
  const finishDraft = useCallback(() => {
    clearDraft();
    setDraft(emptyDraft());
  }, []);
  const go = useCallback<ComplaintFlowValue['go']>((step, extra = {}, options = {}) => moveTo(routeHref(step, session, extra), options), [session]);
  const value = useMemo(() => ({ draft, updateDraft, finishDraft, go }), [draft, updateDraft, finishDraft, go]);
  return <FlowContext value={value}>{children}</FlowContext>;
}

/** Loads the other steps once the page is idle, so that a move to them shows at once. */
function usePreloadSteps(opened: FlowStep) {
  useEffect(() => {
    const preload = () => {
      for (const [step, load] of Object.entries(stepLoaders)) if (step !== opened) void load().catch(() => undefined);
    };
    const idle = window.requestIdleCallback?.bind(window) ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(preload);
  }, [opened]);
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
    <FlowState>
      <Suspense fallback={<LoadingState />}>
        <Step />
      </Suspense>
    </FlowState>
  );
}
