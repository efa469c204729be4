// The rating prompt on Loan details (SPEC.md sections 4 and 9): five stars; fewer than 4 shows the
// result modal, 4 or more opens the native rating screen (the app store's review sheet).

export const ratingStars = 5;
const nativeRatingFrom = 4;

export type RatingOutcome = 'resultModal' | 'nativeRating';

/** A whole number of stars from 1 to 5; 0 (no star chosen) is not a score. */
export function isScore(stars: number): boolean {
  return Number.isInteger(stars) && stars >= 1 && stars <= ratingStars;
}

/** What follows once the chosen score was stored. */
export function ratingOutcome(score: number): RatingOutcome {
  if (!isScore(score)) throw new RangeError(`Not a score: ${score}`);
  return score < nativeRatingFrom ? 'resultModal' : 'nativeRating';
}
