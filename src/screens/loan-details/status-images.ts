import status21 from './images/status-21.svg';
import status110 from './images/status-110.svg';
import status151 from './images/status-151.svg';
import status174 from './images/status-174.svg';
import status180 from './images/status-180.svg';
import status200 from './images/status-200.svg';
import type { StatusImage } from './loan-details-status.ts';

// Each status image of the status machine and its artwork. A Record over the StatusImage union, so a
// new image name without a file fails the type check.
export const statusImages: Record<StatusImage, string> = {
  'status-21': status21,
  'status-110': status110,
  'status-151': status151,
  'status-174': status174,
  'status-180': status180,
  'status-200': status200,
};
