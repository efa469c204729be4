-- Published versions of forms, screen descriptors and bank-binding items (issue 26; server/publishing). Version 0 is
-- the bundled copy and has no row: a document with no rollout row is served bundled.

-- Every version ever published, immutable: a rollback moves the rollout, it never edits or deletes a version.
CREATE TABLE published_versions (
  document_id text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  document jsonb NOT NULL,
  note text NOT NULL,
  -- What borrowers outside this version's share get while it rolls out, and what a rollback of it returns to.
  base_version integer NOT NULL CHECK (base_version >= 0),
  published_by text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, version)
);

-- Where each document's rollout stands: borrowers whose bucket (0-99) is under percent get live_version, the others
-- base_version.
CREATE TABLE published_rollouts (
  document_id text PRIMARY KEY,
  live_version integer NOT NULL CHECK (live_version >= 0),
  base_version integer NOT NULL CHECK (base_version >= 0),
  percent integer NOT NULL CHECK (percent BETWEEN 0 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Who did what, when and why, for every staff action, refusals included.
CREATE TABLE publishing_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- The name the staff member gave (X-Staff-Name), else the credential's label.
  actor text NOT NULL,
  credential text NOT NULL,
  action text NOT NULL,
  document_id text NOT NULL,
  version integer,
  percent integer,
  note text NOT NULL,
  outcome text NOT NULL
);
CREATE INDEX publishing_audit_document ON publishing_audit (document_id, id);

-- The app builds the server knows the manifest of (what each can draw), and when a page of each last called.
CREATE TABLE app_builds (
  build text PRIMARY KEY,
  manifest jsonb NOT NULL,
  registered_at timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz
);
