import { ScreenRenderer } from '../../../renderers/ScreenRenderer.tsx';
import type { NodeActions } from '../../../renderers/nodes/node-props.ts';
import periodDescriptor from '../../../schemas/screens/repayment-of-period.json';
import delayDescriptor from '../../../schemas/screens/repayment-of-delay.json';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { LoadGate, LoadingState } from '../../ui/error-state.tsx';
import type { RepaymentKind, RepaymentScreenData } from './repayment-data.ts';

const descriptors = { period: periodDescriptor, delay: delayDescriptor } as const;

export interface RepaymentViewProps {
  kind: RepaymentKind;
  data: RepaymentScreenData | undefined;
  error: unknown;
  isValidating?: boolean;
  onRetry: () => void;
  /** The descriptor's named actions: openCode, copyCode, pay. */
  actions: NodeActions;
  onNavigate: (route: string) => void;
}

/** Pure: Repayment of period or of delay drawn from its descriptor, or the load's progress or failure. */
export function RepaymentView({ kind, data, error, isValidating, onRetry, actions, onNavigate }: RepaymentViewProps) {
  const descriptor = descriptors[kind];
  useDocumentTitle(descriptor.title);
  return (
    <LoadGate
      data={data}
      error={error}
      isValidating={isValidating}
      onRetry={onRetry}
      pending={<ScreenRenderer descriptor={descriptor} actions={actions} whileLoading={<LoadingState />} />}
    >
      {(screenData) => <ScreenRenderer descriptor={descriptor} data={screenData} actions={actions} onNavigate={onNavigate} />}
    </LoadGate>
  );
}
