import type { ContactKfInfo } from '../../generated/types/api/personal-center/contact-kf-info.ts';
import { defineHandler, type HandlerGroup } from './types.ts';

export const handlers: HandlerGroup = {
  // SPEC.md section 7: the client sends overall=30; the answer does not depend on it.
  'personal-center/contact-kf-info': defineHandler<ContactKfInfo>(async ({ db }) => {
    const { rows } = await db.query<{ email: string; smWa: string }>('SELECT email, sm_wa AS "smWa" FROM customer_service_contact');
    const contact = rows[0];
    if (!contact) throw new Error('The customer-service contact is not configured (table customer_service_contact is empty).');
    return { email: contact.email, smWa: contact.smWa };
  }),
};
