import { descriptor, nodes } from '../../../generated/screens/repayment-of-period.ts';
import { useRepaymentInfo } from '../../api/repayment.ts';
import { periodScreenData } from './repayment-data.ts';
import { RepaymentScreen } from './repayment-view.tsx';

/** Repayment of period (repayUrl): the order's repayment info, its default code and the channel popup. */
export default function RepaymentOfPeriodScreen() {
  return <RepaymentScreen descriptor={descriptor} nodes={nodes} useInfo={useRepaymentInfo} screenData={periodScreenData} />;
}
