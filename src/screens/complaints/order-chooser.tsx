import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { message } from '../../../core/messages.ts';
import type { ProblemOrder } from '../../api/complaints.ts';

export interface OrderChooserProps {
  orders: readonly ProblemOrder[];
  onChoose: (orderNo: string) => void;
  onClose: () => void;
}

/** The 'All' switch's sheet: every order of the borrower. Loaded on the tap (its popup animates with react-spring). */
export default function OrderChooser({ orders, onChoose, onClose }: OrderChooserProps) {
  return (
    <ActionSheet
      visible
      extra={message('complaint.order.choose')}
      cancelText={message('common.cancel')}
      actions={orders.map((order) => ({ key: order.orderNo, text: `${order.productName} · ${order.orderNo}` }))}
      onAction={(action) => onChoose(String(action.key))}
      onClose={onClose}
    />
  );
}
