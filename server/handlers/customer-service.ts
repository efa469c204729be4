import type { ContactKfInfo } from '../../generated/types/api/customer-service/contact-kf-info.ts';
import { customerServiceContact } from '../domain/customer-service.ts';
import { defineHandler, type HandlerGroup } from './types.ts';

export const handlers: HandlerGroup = {
  // SPEC.md section 7: the client sends overall=30; the answer does not depend on it.
  'customer-service/contact-kf-info': defineHandler<ContactKfInfo>(async ({ db }) => customerServiceContact(db)),
};
