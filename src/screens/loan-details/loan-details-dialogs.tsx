import { useState } from 'react';
import { Dialog, Rate } from 'antd-mobile';
import { message } from '../../../core/messages.ts';
import { showToast } from '../../platform/feedback.ts';
import type { LoanDetailsView } from './loan-details-status.ts';
import { isScore, ratingOutcome, ratingStars } from './loan-details-rating.ts';
import styles from './loan-details-dialogs.module.css';

// Loaded lazily by loan-details-view.tsx, only for an order that needs a dialog. Every dialog is an antd-mobile
// Dialog with an aria-label: its role="dialog" needs a name (axe aria-dialog-name), and Dialog forwards aria-label
// where Modal forwards neither a role nor a name.

export type DialogName = 'card' | 'kindTips' | 'rating';

export interface LoanDetailsDialogsProps {
  /** The one dialog to show now. */
  dialog: DialogName;
  dialogs: LoanDetailsView['dialogs'];
  onClose: (name: DialogName) => void;
  onBindBank: () => void;
  onSubmitRating: (score: number) => Promise<boolean>;
  onNativeRating: () => void;
}

/** After fewer than 4 stars: thanks, and nothing more to do. */
export function RatingResultModal({ onClose }: { onClose: () => void }) {
  const title = message('loanDetails.rating.resultTitle');
  return (
    <Dialog
      visible
      aria-label={title}
      title={title}
      content={message('loanDetails.rating.resultMessage')}
      closeOnAction
      onClose={onClose}
      actions={[{ key: 'ok', text: message('loanDetails.rating.resultOk'), bold: true }]}
    />
  );
}

function RatingDialog({ onClose, onSubmitRating, onNativeRating }: Pick<LoanDetailsDialogsProps, 'onSubmitRating' | 'onNativeRating'> & { onClose: () => void }) {
  const [stars, setStars] = useState(0);
  const [showResult, setShowResult] = useState(false);

  async function submit() {
    if (!isScore(stars)) {
      await showToast(message('loanDetails.rating.noStar'));
      return;
    }
    // antd-mobile shows the button loading, and ignores presses, until this resolves.
    if (!(await onSubmitRating(stars))) return;
    if (ratingOutcome(stars) === 'resultModal') {
      setShowResult(true);
    } else {
      onClose();
      onNativeRating();
    }
  }

  if (showResult) return <RatingResultModal onClose={onClose} />;
  const title = message('loanDetails.rating.title');
  return (
    <Dialog
      visible
      aria-label={title}
      title={title}
      content={
        <div className={styles.rating}>
          <p className={styles.ratingMessage}>{message('loanDetails.rating.message')}</p>
          <Rate count={ratingStars} value={stars} onChange={setStars} allowClear={false} />
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: message('common.cancel'), onClick: onClose },
          { key: 'submit', text: message('loanDetails.rating.submit'), bold: true, onClick: submit },
        ],
      ]}
    />
  );
}

export default function LoanDetailsDialogs({ dialog, dialogs, onClose, onBindBank, onSubmitRating, onNativeRating }: LoanDetailsDialogsProps) {
  if (dialog === 'card' && dialogs.card) {
    return (
      <Dialog
        visible
        // The server may send no title; the message then names the dialog.
        aria-label={dialogs.card.title || dialogs.card.message}
        title={dialogs.card.title}
        content={dialogs.card.message}
        actions={[
          [
            { key: 'cancel', text: message('common.cancel'), onClick: () => onClose('card') },
            {
              key: 'bind',
              text: message('loanDetails.card.confirm'),
              bold: true,
              onClick: () => {
                onClose('card');
                onBindBank();
              },
            },
          ],
        ]}
      />
    );
  }
  if (dialog === 'kindTips' && dialogs.kindTips) {
    const title = message('loanDetails.kindTips.title');
    return (
      <Dialog
        visible
        aria-label={title}
        title={title}
        content={dialogs.kindTips}
        actions={[{ key: 'ok', text: message('loanDetails.kindTips.ok'), bold: true, onClick: () => onClose('kindTips') }]}
      />
    );
  }
  if (dialog === 'rating' && dialogs.rating) {
    return <RatingDialog onClose={() => onClose('rating')} onSubmitRating={onSubmitRating} onNativeRating={onNativeRating} />;
  }
  return null;
}
