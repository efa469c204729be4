import { insightEventCall } from '../../generated/calls/publishing/insight-event.ts';
import { listenToFormOutcomes, type FormOutcome } from '../../renderers/core/form-outcome-events.ts';
import { drawnDocumentFields } from '../platform/drawn-versions.ts';
import { currentSession } from '../platform/session.ts';
import { callRequest } from './request.ts';

// What a borrower's form tells of a submit, for the staff insights page (issue 26 part 7; publishing/insight-event),
// by the form's document and version: refused fields by name, a submit, its success
// (renderers/core/form-outcome-events.ts). Loaded by a page that asks for a form's published version as a borrower
// (published.ts), so a page without a form loads none of it; a page's opens the server counts where it answers the
// published version. Sent with keepalive and never read: a page closing still sends its last event, and a failure is
// nobody's concern on the borrower's screen. Not through callApi, whose POST answers tell a submit's success: an
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

function send(params: Record<string, string>): void {
  const request = callRequest('POST', insightEventCall.path, params, currentSession());
  fetch(request.url, { method: request.method, headers: request.headers, body: request.body, keepalive: true }).catch(() => {});
}

let listening = false;

/** Sends the form outcomes of this page from now on; once a page, however many forms ask. */
export function reportFormOutcomes(): void {
  if (listening) return;
  listening = true;
  listenToFormOutcomes((outcome: FormOutcome) => {
    const drawn = drawnDocuments();
    // A form's outcome belongs to the form the page draws; on a page that draws only a screen, to that screen.
    const forms = drawn.filter(({ id }) => !id.startsWith('screens/'));
    for (const { id, version } of forms.length > 0 ? forms : drawn) {
      if (outcome.kind === 'field-errors' && outcome.fields.length === 0) continue;
      send({ id, version: String(version), kind: outcome.kind, ...(outcome.kind === 'field-errors' ? { fields: outcome.fields.join(',') } : {}) });
    }
  });
}
