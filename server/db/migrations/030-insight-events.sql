-- What borrowers did on pages drawing a published document, by document and version (issue 26 part 7; the
-- publishing/insight-event call), for the staff insights page (/staff/insights). One row per event, and one per
-- refused field of a field-errors event. No values: a field's name is all a row holds of what was typed.
CREATE TABLE insight_events (
  id bigserial PRIMARY KEY,
  document_id text NOT NULL,
  version integer NOT NULL CHECK (version >= 0),
  kind text NOT NULL CHECK (kind IN ('open', 'field-error', 'submit', 'success')),
  field text CHECK ((kind = 'field-error') = (field IS NOT NULL)),
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX insight_events_document ON insight_events (document_id, version);
