import { describe, expect, it } from 'vitest';
import { isScore } from '../../ui/star-score.ts';
import { ratingOutcome } from './loan-details-rating.ts';

describe('ratingOutcome', () => {
  it.each([
    [1, 'resultModal'],
    [2, 'resultModal'],
    [3, 'resultModal'],
    [4, 'nativeRating'],
    [5, 'nativeRating'],
  ] as const)('%i stars -> %s', (stars, outcome) => {
    expect(ratingOutcome(stars)).toBe(outcome);
  });

  it.each([0, 6, 2.5, -1, Number.NaN])('refuses %d, which is no score', (stars) => {
    expect(isScore(stars)).toBe(false);
    expect(() => ratingOutcome(stars)).toThrow(RangeError);
  });
});
