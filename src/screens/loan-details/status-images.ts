import type { StatusImage } from './loan-details-status.ts';

// The artwork of each status image is images/<image>.svg: the statuses that have one are listed once, in
// loan-details-status.ts (statusesWithImage), and status-images.test.ts checks that each has its file. Inlined as data
// URLs (`?inline`, against vite.config.ts's rule that pictures are files): the picture is the page's largest paint,
// and as a file it was asked for only once the data had been drawn, a whole round trip after the content (562 ms
// on 3G). All six together are 0.9 KB gzip.
const files = import.meta.glob<string>('./images/status-*.svg', { eager: true, import: 'default', query: '?inline' });

export function statusImageUrl(image: StatusImage): string | undefined {
  return files[`./images/${image}.svg`];
}
