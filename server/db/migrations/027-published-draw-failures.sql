-- Reports that a published version threw while drawing on a borrower's page (issue 26, fails safe; the
-- publishing/draw-failure call). One row per borrower, document and version: a borrower who reports the same version
-- again counts once, so the rollback threshold counts distinct borrowers, never retries or reloads.
CREATE TABLE published_draw_failures (
  document_id text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  reported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, version, borrower_id)
);
