import { message } from '../../../core/messages.ts';
import { describeError } from '../../api/api-error.ts';
import { saveScore } from '../../api/complaints.ts';
import { intentOf, useIntentKeys } from '../../platform/idempotency-key.ts';
import { showToast } from '../../platform/feedback.ts';
import { StarRatingDialog } from '../../ui/star-rating-dialog.tsx';

// The complaint detail's 'Please rate this service' and what a send does (SPEC.md section 9). It loads only for a
// complaint that asks for a score, when the prompt opens: the detail draws without it (issue 27).

export interface ComplaintRatingProps {
  problemId: string;
  onCancel: () => void;
  /** After the score was stored (and said): close the prompt and read the detail again. */
  onRated: () => void;
}

export default function ComplaintRating({ problemId, onCancel, onRated }: ComplaintRatingProps) {
  // One key per rating sent: a retry of the same stars is answered as the first send, not 'already scored'.
  const { keyFor } = useIntentKeys();

  async function sendScore(score: number) {
    try {
      const answer = await saveScore(problemId, score, keyFor(intentOf({ problemId, score })));
      // A refusal was toasted by the client; the prompt stays, and the borrower may send again or cancel.
      if (!answer.success) return;
    } catch (failure) {
      void showToast(describeError(failure));
      return;
    }
    void showToast(message('complaint.rating.succeeded'));
    onRated();
  }

  return (
    <StarRatingDialog
      title={message('complaint.rating.title')}
      sendLabel={message('complaint.rating.send')}
      noStarText={message('complaint.rating.chooseStars')}
      onCancel={onCancel}
      onSend={sendScore}
    />
  );
}
