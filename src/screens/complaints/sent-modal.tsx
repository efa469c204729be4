import Dialog from 'antd-mobile/es/components/dialog';
import { message } from '../../../core/messages.ts';

/** The success modal after Send (it closes by itself; SPEC.md section 9: 1.5 s). Loaded with the send. */
export default function SentModal() {
  return <Dialog visible aria-label={message('complaint.next.sent')} content={message('complaint.next.sent')} actions={[]} />;
}
