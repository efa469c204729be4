-- Borrowers, the sessions that identify them, and the customer-service contact settings.

CREATE TABLE borrowers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  phone text NOT NULL
);

-- The native app puts these session params in every page URL; session_id identifies the borrower.
-- They live here, not in process memory, so any number of server copies can share them.
CREATE TABLE sessions (
  session_id text PRIMARY KEY,
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  device_id text,
  app_version text,
  device_name text,
  os_version text,
  advertising_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_borrower_id ON sessions (borrower_id);

-- A single row: the CHECK on a boolean key allows exactly one.
CREATE TABLE customer_service_contact (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  email text NOT NULL,
  sm_wa text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
