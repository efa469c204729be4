import { insightEventCall } from '../../generated/calls/publishing/insight-event.ts';
import { listenToFormOutcomes, type FormOutcome } from '../../renderers/core/form-outcome-events.ts';
import { drawnDocumentFields } from '../platform/drawn-versions.ts';
import { currentSession, type Session } from '../platform/session.ts';
import { callRequest } from './request.ts';

// What a form tells of a submit, for the staff insights page (issue 26 part 7), by the form's document and version:
// refused fields by name, a submit, its success (renderers/core/form-outcome-events.ts); a borrower's through
// publishing/insight-event, the promotion page's visitor's through publishing/visitor-insight-event by their sid.
// Loaded by a page that asks for a form's published version (published.ts; promotion.ts, which says who its visitor
// is) once its form first has an outcome to tell, so a page without a form, or a borrower who only reads, loads none
// of it; a page's opens the server counts where it answers the published version. Sent with keepalive and never read:
// a page closing still sends its last event, and a failure is nobody's concern on the borrower's screen. Not through callApi, whose POST answers tell a submit's success: an
// event's own answer must not count as one.

interface Drawn {
  id: string;
  version: number;
}

/** The published documents this page draws and their versions (src/platform/drawn-versions.ts). */
function drawnDocuments(): Drawn[] {
  const fields = drawnDocumentFields();
  if (!('documentId' in fields)) return [];
  const versions = String(fields.documentVersion).split(',');
  return fields.documentId.split(',').map((id, index) => ({ id, version: Number(versions[index]) }));
}

/** Who tells: the call, the session it goes with, and what names the asker beside each event. */
export interface InsightAsker {
  path: string;
  session: () => Pick<Session, 'params' | 'headers'>;
  params: Record<string, string>;
}

export const borrowerAsker: InsightAsker = { path: insightEventCall.path, session: currentSession, params: {} };

function send(asker: InsightAsker, params: Record<string, string>): void {
  const request = callRequest('POST', asker.path, { ...params, ...asker.params }, asker.session());
  fetch(request.url, { method: request.method, headers: request.headers, body: request.body, keepalive: true }).catch(() => {});
}

let listening = false;

/** Sends the form outcomes of this page from now on, as `asker`; once a page, however many forms ask. */
export function reportFormOutcomes(asker: InsightAsker): void {
  if (listening) return;
  listening = true;
  listenToFormOutcomes((outcome: FormOutcome) => {
    const drawn = drawnDocuments();
    // A form's outcome belongs to the form the page draws; on a page that draws only a screen, to that screen.
    const forms = drawn.filter(({ id }) => !id.startsWith('screens/'));
    for (const { id, version } of forms.length > 0 ? forms : drawn) {
      if (outcome.kind === 'field-errors' && outcome.fields.length === 0) continue;
      send(asker, { id, version: String(version), kind: outcome.kind, ...(outcome.kind === 'field-errors' ? { fields: outcome.fields.join(',') } : {}) });
    }
  });
}
