import { useLoad, type Loaded } from '../platform/use-load.ts';
import type { ContactKfInfo } from '../../generated/types/api/customer-service/contact-kf-info.ts';
import { contactKfInfoCall } from '../../generated/calls/customer-service/contact-kf-info.ts';
import { loadApi } from './client.ts';

export type ContactInfo = ContactKfInfo['response'];

/** SPEC.md section 7: the customer-service call passes overall=30. */
export async function fetchContactInfo(): Promise<ContactInfo> {
  return loadApi(contactKfInfoCall, { overall: '30' });
}

export function useContactInfo(): Loaded<ContactInfo> {
  return useLoad(contactKfInfoCall.path, fetchContactInfo);
}
