import type { DrawFailure } from '../../generated/types/api/publishing/draw-failure.ts';
import type { InsightEvent } from '../../generated/types/api/publishing/insight-event.ts';
import type { PublishedVersion } from '../../generated/types/api/publishing/published-version.ts';
import type { VisitorInsightEvent } from '../../generated/types/api/publishing/visitor-insight-event.ts';
import type { VisitorVersion } from '../../generated/types/api/publishing/visitor-version.ts';
import { deliveryFor, visitorKey } from '../domain/published-versions.ts';
import { sidIsLive } from '../domain/promotion.ts';
import { recordDrawFailure } from '../domain/published-draw-failures.ts';
import { recordInsightEvent } from '../domain/insights.ts';
import { borrowerOf, defineHandler, type HandlerGroup } from './types.ts';

// The borrower's half of publishing (issue 26): which version of a form, screen or bank-binding configuration this
// borrower gets, and the report that one failed to draw. The staff half (publish, roll out, roll back) is
// server/publishing, behind the staff credential.

export const handlers: HandlerGroup = {
  'publishing/published-version': defineHandler<PublishedVersion>(async (context) => {
    const borrower = borrowerOf(context);
    // The bucket follows the borrower, not the session, so a new login keeps the same share.
    const delivery = await deliveryFor(context.db, context.params.id, String(borrower.id));
    // Each page open asks once (its early load, answered no-store): the open of this version, for the insights page.
    // Counted here rather than sent by the page, which would cost every page the code to send it.
    await recordInsightEvent(context.db, { documentId: context.params.id, version: delivery.version, kind: 'open', asker: { borrowerId: borrower.id } });
    return { id: context.params.id, version: delivery.version, document: delivery.document };
  }),

  // The same for an anonymous visitor of the promotion page, bucketed by the sid the server gave them; a sid it does
  // not hold (made up, or expired) gets the bundled copy, and is not counted.
  'publishing/visitor-version': defineHandler<VisitorVersion>(async ({ db, params }) => {
    if (!(await sidIsLive(db, params.sid))) return { id: params.id, version: 0, document: null };
    const visitor = visitorKey(params.sid);
    const delivery = await deliveryFor(db, params.id, visitor);
    await recordInsightEvent(db, { documentId: params.id, version: delivery.version, kind: 'open', asker: { visitor } });
    return { id: params.id, version: delivery.version, document: delivery.document };
  }),

  'publishing/draw-failure': defineHandler<DrawFailure>(async (context) => {
    const borrower = borrowerOf(context);
    const { id, version } = context.params;
    const outcome = await recordDrawFailure(context.db, { documentId: id, version, borrowerId: borrower.id, borrowerKey: String(borrower.id) });
    if (outcome.rolledBack) context.log.warn({ documentId: id, version, reports: outcome.count }, 'A published version was rolled back by the server after draw-failure reports.');
    return { counted: outcome.counted, rolledBack: outcome.rolledBack };
  }),

  // What the borrower did on a page drawing this document's version, for the staff insights page (issue 26 part 7).
  'publishing/insight-event': defineHandler<InsightEvent>(async (context) => {
    const borrower = borrowerOf(context);
    const { id, version, kind, fields } = context.params;
    await recordInsightEvent(context.db, { documentId: id, version, kind, ...(fields ? { fields: fields.split(',') } : {}), asker: { borrowerId: borrower.id } });
    return null;
  }),

  // The same from the promotion page's visitor, by their sid; one the server does not hold is dropped, answered alike.
  'publishing/visitor-insight-event': defineHandler<VisitorInsightEvent>(async ({ db, params }) => {
    const { id, version, kind, fields, sid } = params;
    if (await sidIsLive(db, sid)) await recordInsightEvent(db, { documentId: id, version, kind, ...(fields ? { fields: fields.split(',') } : {}), asker: { visitor: visitorKey(sid) } });
    return null;
  }),
};
