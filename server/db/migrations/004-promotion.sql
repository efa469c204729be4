-- The promotion register funnel (SPEC.md section 2, Promotion register page): landing templates,
-- visitor sids with their picture captcha, SMS codes and their per-phone limit, the local SMS outbox,
-- registrations, and the visit and click tracking. Nothing of this lives in process memory, so any
-- number of server copies can answer one visitor.

-- One landing template per id; `content` is the data of channel-template, kept whole (its call schema
-- is the contract). A disabled template answers "this promotion has ended".
CREATE TABLE promo_templates (
  id text PRIMARY KEY,
  enabled boolean NOT NULL DEFAULT true,
  content jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (content ->> 'id' = id)
);

-- A visitor's sid (get-sid), and the answer of the last captcha image drawn for it (get-captcha).
-- A wrong answer clears captcha_answer, so each image allows one guess.
CREATE TABLE promo_sids (
  sid text PRIMARY KEY,
  captcha_answer text,
  captcha_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX promo_sids_expires_at ON promo_sids (expires_at);

-- The SMS code last sent to a phone. One row per phone: sending again within 60 s is refused by the
-- upsert itself (its WHERE), which holds under concurrent requests on any number of server copies.
CREATE TABLE promo_sms_codes (
  phone text PRIMARY KEY,
  code text NOT NULL,
  sid text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0
);

-- What the local SMS sender "sent" (server/sms/outbox-sender.ts), outside production only:
-- GET /dev/outbox reads it back.
CREATE TABLE sms_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  text text NOT NULL,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_phone ON sms_outbox (phone, id DESC);

-- One registration per phone: the unique key makes a replayed or double-tapped register answer
-- "already registered" instead of storing a second user.
CREATE TABLE promo_registrations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  template_id text NOT NULL,
  device_id text NOT NULL,
  app_name text NOT NULL,
  merchant_number integer NOT NULL,
  invite_code text NOT NULL DEFAULT '',
  user_from text NOT NULL DEFAULT '',
  app_from text NOT NULL DEFAULT '',
  utm_tag text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- track-visit (page opened) and track-click (Register tapped, with the phone).
CREATE TABLE promo_visits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  page_id text NOT NULL,
  page_type integer NOT NULL,
  client_type text NOT NULL,
  user_from text NOT NULL DEFAULT '',
  app_from text NOT NULL DEFAULT '',
  utm_tag text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE promo_clicks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  page_id text NOT NULL,
  page_type integer NOT NULL,
  client_type text NOT NULL,
  phone text NOT NULL,
  user_from text NOT NULL DEFAULT '',
  app_from text NOT NULL DEFAULT '',
  utm_tag text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
