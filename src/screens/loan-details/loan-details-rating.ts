// The rating prompt on Loan details (SPEC.md sections 4 and 9): five stars; fewer than 4 shows the
// result modal, 4 or more opens the native rating screen (the app store's review sheet).

import { isScore } from '../../ui/star-score.ts';

const nativeRatingFrom = 4;

export type RatingOutcome = 'resultModal' | 'nativeRating';

/** What follows once the chosen score was stored. */
export function ratingOutcome(score: number): RatingOutcome {
  if (!isScore(score)) throw new RangeError(`Not a score: ${score}`);
  return score < nativeRatingFrom ? 'resultModal' : 'nativeRating';
}
