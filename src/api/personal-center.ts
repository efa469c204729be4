import useSWR, { type SWRResponse } from 'swr';
import { call as contactKfInfoRoute, type ContactKfInfo } from '../../generated/types/api/personal-center/contact-kf-info.ts';
import { callApi, dataOf, defineCall } from './client.ts';

export type ContactInfo = ContactKfInfo['response'];

export const contactKfInfoCall = defineCall<ContactKfInfo>(
  contactKfInfoRoute,
  async () => (await import('../../generated/validators/api/personal-center/contact-kf-info.js')).validateResponse,
);

/** SPEC.md section 7: the customer-service call passes overall=30. */
export async function fetchContactInfo(): Promise<ContactInfo> {
  return dataOf(await callApi(contactKfInfoCall, { overall: '30' }));
}

export function useContactInfo(): SWRResponse<ContactInfo, unknown> {
  return useSWR(contactKfInfoCall.path, fetchContactInfo);
}
