// The stars of a rating (SPEC.md section 9: five), apart from the dialog so that a screen can judge a score without
// loading the dialog's code.

export const ratingStars = 5;

/** A whole number of stars from 1 to 5; 0 (no star chosen) is not a score. */
export function isScore(stars: number): boolean {
  return Number.isInteger(stars) && stars >= 1 && stars <= ratingStars;
}
