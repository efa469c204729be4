import { createContext, use } from 'react';
import type { changedDraft, ComplaintDraft } from './complaint-draft.ts';

// What the complaint flow (complaint-flow.tsx) gives its steps. Apart from the flow, which loads the steps, so that
// a step importing it makes no import cycle.

export type FlowStep = 'complaint' | 'complainPageNext' | 'complaintList' | 'complainDetails';

export interface ComplaintFlowValue {
  /** undefined until read from storage after the first paint (the prerendered page has none). */
  draft: ComplaintDraft | undefined;
  updateDraft: (change: Parameters<typeof changedDraft>[1]) => void;
  /** After a successful save: storage emptied, a fresh draft with a new idempotency key. */
  finishDraft: () => void;
  /** Moves to another step in the page, with the session's query and `extra`. */
  go: (step: FlowStep, extra?: Record<string, string>, options?: { replace?: boolean }) => void;
}

export const FlowContext = createContext<ComplaintFlowValue | undefined>(undefined);

export function useComplaintFlow(): ComplaintFlowValue {
  const flow = use(FlowContext);
  if (!flow) throw new Error('useComplaintFlow outside a ComplaintFlow');
  return flow;
}
