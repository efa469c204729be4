import { useState } from 'react';
import Dialog from 'antd-mobile/es/components/dialog';
import Rate from 'antd-mobile/es/components/rate';
import { message } from '../../core/messages.ts';
import { showToast } from '../platform/feedback.ts';
import styles from './star-rating-dialog.module.css';
import { isScore, ratingStars } from './star-score.ts';

// The one star-rating prompt (Loan details' rating, the complaint detail's 'Please rate this service'): 1 to 5 stars,
// Cancel and a send button. A send without a star says so and stays open; what follows a stored score is the caller's.

export interface StarRatingDialogProps {
  title: string;
  /** A line under the title. */
  text?: string;
  sendLabel: string;
  /** What a send without a star says. */
  noStarText: string;
  onCancel: () => void;
  /** Stores the score; the send button is busy, and ignores presses, until this settles. */
  onSend: (score: number) => Promise<unknown>;
}

export function StarRatingDialog({ title, text, sendLabel, noStarText, onCancel, onSend }: StarRatingDialogProps) {
  const [stars, setStars] = useState(0);
  async function send() {
    if (!isScore(stars)) {
      await showToast(noStarText);
      return;
    }
    await onSend(stars);
  }
  return (
    <Dialog
      visible
      // Dialog forwards aria-label where Modal forwards neither a role nor a name (axe aria-dialog-name).
      aria-label={title}
      title={title}
      content={
        <div className={styles.rating}>
          {text && <p className={styles.text}>{text}</p>}
          <Rate count={ratingStars} value={stars} onChange={setStars} allowClear={false} />
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: message('common.cancel'), onClick: onCancel },
          { key: 'send', text: sendLabel, bold: true, onClick: send },
        ],
      ]}
    />
  );
}
