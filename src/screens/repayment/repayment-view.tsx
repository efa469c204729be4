import { ScreenRenderer } from '../../../renderers/ScreenRenderer.tsx';
import type { NodeActions, ScreenNodes } from '../../../renderers/nodes/node-props.ts';
import type { ScreenDescriptor } from '../../../renderers/core/descriptor.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { LoadGate, LoadingState } from '../../ui/error-state.tsx';
import type { RepaymentScreenData } from './repayment-data.ts';

export interface RepaymentViewProps {
  /** schemas/screens/repayment-of-period.json or -of-delay.json: each screen imports only its own. */
  descriptor: ScreenDescriptor;
  /** The nodes the descriptor names (its generated module, generated/screens/repayment-of-*.ts). */
  nodes: ScreenNodes;
  data: RepaymentScreenData | undefined;
  error: unknown;
  isValidating?: boolean;
  onRetry: () => void;
  /** The descriptor's named actions: openCode, copyCode, pay. */
  actions: NodeActions;
  onNavigate: (route: string) => void;
}

/** Pure: Repayment of period or of delay drawn from its descriptor, or the load's progress or failure. */
export function RepaymentView({ descriptor, nodes, data, error, isValidating, onRetry, actions, onNavigate }: RepaymentViewProps) {
  useDocumentTitle(descriptor.title);
  return (
    <LoadGate
      data={data}
      error={error}
      isValidating={isValidating}
      onRetry={onRetry}
      pending={<ScreenRenderer descriptor={descriptor} nodes={nodes} actions={actions} whileLoading={<LoadingState />} />}
    >
      {(screenData) => <ScreenRenderer descriptor={descriptor} nodes={nodes} data={screenData} actions={actions} onNavigate={onNavigate} />}
    </LoadGate>
  );
}
