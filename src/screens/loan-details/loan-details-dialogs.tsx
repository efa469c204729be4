import { useState } from 'react';
import { Dialog } from 'antd-mobile';
import { message } from '../../../core/messages.ts';
import { StarRatingDialog } from '../../ui/star-rating-dialog.tsx';
import type { LoanDetailsView } from './loan-details-status.ts';
import { ratingOutcome } from './loan-details-rating.ts';

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

/** A titled notice, named by its title, that its one (bold) button closes. */
function NoticeDialog({ title, content, okText, onClose }: { title: string; content: string; okText: string; onClose: () => void }) {
  return <Dialog visible aria-label={title} title={title} content={content} actions={[{ key: 'ok', text: okText, bold: true, onClick: onClose }]} />;
}

/** After fewer than 4 stars: thanks, and nothing more to do. */
export function RatingResultModal({ onClose }: { onClose: () => void }) {
  return (
    <NoticeDialog
      title={message('loanDetails.rating.resultTitle')}
      content={message('loanDetails.rating.resultMessage')}
      okText={message('loanDetails.rating.resultOk')}
      onClose={onClose}
    />
  );
}

function RatingDialog({ onClose, onSubmitRating, onNativeRating }: Pick<LoanDetailsDialogsProps, 'onSubmitRating' | 'onNativeRating'> & { onClose: () => void }) {
  const [showResult, setShowResult] = useState(false);

  async function send(score: number) {
    if (!(await onSubmitRating(score))) return;
    if (ratingOutcome(score) === 'resultModal') {
      setShowResult(true);
    } else {
      onClose();
      onNativeRating();
    }
  }

  if (showResult) return <RatingResultModal onClose={onClose} />;
  return (
    <StarRatingDialog
      title={message('loanDetails.rating.title')}
      text={message('loanDetails.rating.message')}
      sendLabel={message('loanDetails.rating.submit')}
      noStarText={message('loanDetails.rating.noStar')}
      onCancel={onClose}
      onSend={send}
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
    return (
      <NoticeDialog
        title={message('loanDetails.kindTips.title')}
        content={dialogs.kindTips}
        okText={message('loanDetails.kindTips.ok')}
        onClose={() => onClose('kindTips')}
      />
    );
  }
  if (dialog === 'rating' && dialogs.rating) {
    return <RatingDialog onClose={() => onClose('rating')} onSubmitRating={onSubmitRating} onNativeRating={onNativeRating} />;
  }
  return null;
}
