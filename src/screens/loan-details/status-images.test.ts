import { describe, expect, it } from 'vitest';
import { statusesWithImage } from './loan-details-status.ts';
import { statusImageUrl } from './status-images.ts';

describe('status images', () => {
  it.each(statusesWithImage)('status %i has its artwork', (status) => {
    expect(statusImageUrl(`status-${status}`)).toMatch(/^data:image\/svg\+xml,/);
  });
});
