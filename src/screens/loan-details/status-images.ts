import type { StatusImage } from './loan-details-status.ts';

// The artwork of each status image is images/<image>.svg: the statuses that have one are listed once, in
// loan-details-status.ts (statusesWithImage), and status-images.test.ts checks that each has its file. Eager, as
// plain imports were: each is a small file (or data URL), and the page draws one as soon as its data arrives.
const files = import.meta.glob<string>('./images/status-*.svg', { eager: true, import: 'default' });

export function statusImageUrl(image: StatusImage): string | undefined {
  return files[`./images/${image}.svg`];
}
