import type { Queryable } from '../db/database.ts';

export interface CustomerServiceContact {
  email: string;
  smWa: string;
}

/** Customer service's contact (one row, table customer_service_contact); throws when it is not configured. */
export async function customerServiceContact(db: Queryable): Promise<CustomerServiceContact> {
  const { rows } = await db.query<CustomerServiceContact>('SELECT email, sm_wa AS "smWa" FROM customer_service_contact');
  const contact = rows[0];
  if (!contact) throw new Error('The customer-service contact is not configured (table customer_service_contact is empty).');
  return { email: contact.email, smWa: contact.smWa };
}
