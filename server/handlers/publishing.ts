import type { PublishedVersion } from '../../generated/types/api/publishing/published-version.ts';
import { deliveryFor } from '../domain/published-versions.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

// The borrower's half of publishing (issue 26): which version of a form, screen or bank-binding configuration this
// borrower gets. The staff half (publish, roll out, roll back) is server/publishing, behind the staff credential.

export const handlers: HandlerGroup = {
  'publishing/published-version': defineHandler<PublishedVersion>(async (context) => {
    const borrower = borrowerOf(context);
    // The bucket follows the borrower, not the session, so a new login keeps the same share.
    const delivery = await deliveryFor(context.db, context.params.id, String(borrower.id));
    return { id: context.params.id, version: delivery.version, document: delivery.document };
  }),
};
