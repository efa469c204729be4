import { insightEventCall } from '../../generated/calls/publishing/insight-event.ts';
import { listenToFormOutcomes, type FormOutcome } from '../../renderers/core/form-outcome-events.ts';
import { callRequest } from '../api/request.ts';
import { drawnDocumentFields } from '../platform/drawn-versions.ts';
import { currentSession } from '../platform/session.ts';

// What a borrower does on a page that draws a published form or screen, by document and version, for the staff
// insights page (issue 26 part 7; publishing/insight-event): the page opened, and what its form told
// (renderers/core/form-outcome-events.ts): refused fields by name, a submit, its success. Part of the app's entry
// (main.tsx): a chunk of its own, loaded after the first paint, cost every page a request and more bytes than its
// code. Sent with keepalive and never read: a page closing still sends its
// last event, and a failure is nobody's concern on the borrower's screen. Not through callApi, whose POST answers
// tell a submit's success: an event's own answer must not count as one.

/** How long a page waits before it counts as opened: the published version usually answers by then, and is kept. */
export const openAfterMs = 1500;

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

export function startInsightReporting(): void {
  const opened = new Set<string>();
  const sendOpens = () => {
    for (const { id, version } of drawnDocuments()) {
      const key = `${id}@${version}`;
      if (opened.has(key)) continue;
      opened.add(key);
      send({ id, version: String(version), kind: 'open' });
    }
  };
  setTimeout(sendOpens, openAfterMs);
  for (const event of ['pointerdown', 'keydown'] as const) document.addEventListener(event, sendOpens, { capture: true, once: true });
  addEventListener('pagehide', sendOpens);

  listenToFormOutcomes((outcome: FormOutcome) => {
    sendOpens();
    const drawn = drawnDocuments();
    // A form's outcome belongs to the form the page draws; on a page that draws only a screen, to that screen.
    const forms = drawn.filter(({ id }) => !id.startsWith('screens/'));
    for (const { id, version } of forms.length > 0 ? forms : drawn) {
      if (outcome.kind === 'field-errors' && outcome.fields.length === 0) continue;
      send({ id, version: String(version), kind: outcome.kind, ...(outcome.kind === 'field-errors' ? { fields: outcome.fields.join(',') } : {}) });
    }
  });
}
