import type { NodeActions, ScreenNodes } from '../../../renderers/nodes/node-props.ts';
import type { ScreenDescriptor } from '../../../renderers/core/descriptor.ts';
import type { Loaded } from '../../platform/use-load.ts';
import { message } from '../../../core/messages.ts';
import type { ExtensionInfo, RepaymentInfo } from '../../api/repayment.ts';
import { pageLocation, routeHref } from '../../platform/navigation.ts';
import { useSession } from '../../platform/session-context.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { LoadedPublishedScreen } from '../../ui/loaded-published-screen.tsx';
// Inline (`?inline`): the tip is the page's largest paint, and as a file it was asked for only once the data was drawn.
import tipImage from './images/repayment-tip.svg?inline';
import { useRepaymentActions } from './repayment-actions.ts';
import type { RepaymentScreenData, ScreenOptions } from './repayment-data.ts';

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
  return (
    <LoadedPublishedScreen
      descriptor={descriptor}
      nodes={nodes}
      data={data}
      error={error}
      isValidating={isValidating}
      onRetry={onRetry}
      actions={actions}
      onNavigate={onNavigate}
    />
  );
}

export interface RepaymentScreenProps<Info extends RepaymentInfo | ExtensionInfo> {
  descriptor: ScreenDescriptor;
  nodes: ScreenNodes;
  /** The screen's load for the page's order: repayment info or extension info. */
  useInfo: (productId: string | undefined, orderId: string | undefined) => Loaded<Info>;
  /** What the descriptor binds, from the loaded info. */
  screenData: (info: Info, options: ScreenOptions) => RepaymentScreenData;
}

/** Repayment of period or of delay with its data: the page's order, its load, the actions and where links lead. */
export function RepaymentScreen<Info extends RepaymentInfo | ExtensionInfo>({ descriptor, nodes, useInfo, screenData }: RepaymentScreenProps<Info>) {
  const session = useSession();
  const { data, error, isValidating, mutate } = useInfo(session.productId, session.orderId);
  const actions = useRepaymentActions(data, session);
  if (!session.productId || !session.orderId) return <ErrorState text={message('repayment.noOrder')} />;
  return (
    <RepaymentView
      descriptor={descriptor}
      nodes={nodes}
      data={data && screenData(data, { rupeeMarket: session.isRupeeMarket, tipImage })}
      error={error}
      isValidating={isValidating}
      onRetry={() => void mutate()}
      actions={actions}
      onNavigate={(route) => pageLocation.assign(routeHref(route, session))}
    />
  );
}
