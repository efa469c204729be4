import useSWR, { type SWRResponse } from 'swr';
import type { ContactKfInfo } from '../../generated/types/api/personal-center/contact-kf-info.ts';
import { contactKfInfoCall } from '../../generated/calls/personal-center/contact-kf-info.ts';
import { callApi, dataOf } from './client.ts';

export type ContactInfo = ContactKfInfo['response'];

/** SPEC.md section 7: the customer-service call passes overall=30. */
export async function fetchContactInfo(): Promise<ContactInfo> {
  return dataOf(await callApi(contactKfInfoCall, { overall: '30' }));
}

export function useContactInfo(): SWRResponse<ContactInfo, unknown> {
  return useSWR(contactKfInfoCall.path, fetchContactInfo);
}
