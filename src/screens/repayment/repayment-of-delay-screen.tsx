import { descriptor, nodes } from '../../../generated/screens/repayment-of-delay.ts';
import { useExtensionInfo } from '../../api/repayment.ts';
import { delayScreenData } from './repayment-data.ts';
import { RepaymentScreen } from './repayment-view.tsx';

/** Repayment of delay (repayDelayUrl): the extension's fee, the next payment date, the plan and the channel popup. */
export default function RepaymentOfDelayScreen() {
  return <RepaymentScreen descriptor={descriptor} nodes={nodes} useInfo={useExtensionInfo} screenData={delayScreenData} />;
}
