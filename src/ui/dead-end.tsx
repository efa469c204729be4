import { message } from '../../core/messages.ts';
import { PrimaryButton } from './primary-button.tsx';
import styles from './dead-end.module.css';

// A page that cannot show what it was opened for (not found, an incomplete link, nothing saved): its message and
// always a way back, never a blank page or a page without a way out. What 'back' does is the caller's (history, or
// closing the web view through the bridge, which src/ui may not import).
export function DeadEnd({ text, onBack }: { text: string; onBack: () => void }) {
  return (
    <div role="alert" className={styles.deadEnd}>
      <p className={styles.text}>{text}</p>
      <PrimaryButton text={message('common.back')} onClick={onBack} />
    </div>
  );
}
