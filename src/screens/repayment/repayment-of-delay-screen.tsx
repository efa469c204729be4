import { message } from '../../../core/messages.ts';
import { descriptor, nodes } from '../../../generated/screens/repayment-of-delay.ts';
import { useExtensionInfo } from '../../api/repayment.ts';
import { pageLocation, routeHref } from '../../platform/navigation.ts';
import { useSession } from '../../platform/session-context.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import tipImage from './images/repayment-tip.svg';
import { useRepaymentActions } from './repayment-actions.ts';
import { delayScreenData } from './repayment-data.ts';
import { RepaymentView } from './repayment-view.tsx';

/** Repayment of delay (repayDelayUrl): the extension's fee, the next payment date, the plan and the channel popup. */
export default function RepaymentOfDelayScreen() {
  const session = useSession();
  const { data, error, isValidating, mutate } = useExtensionInfo(session.productId, session.orderId);
  const actions = useRepaymentActions(data, session);
  if (!session.productId || !session.orderId) return <ErrorState text={message('repayment.noOrder')} />;
  return (
    <RepaymentView
      descriptor={descriptor}
      nodes={nodes}
      data={data && delayScreenData(data, { rupeeMarket: session.isRupeeMarket, tipImage })}
      error={error}
      isValidating={isValidating}
      onRetry={() => void mutate()}
      actions={actions}
      onNavigate={(route) => pageLocation.assign(routeHref(route, session))}
    />
  );
}
