-- Rate limits shared by every server copy (DESIGN.md Scale: SMS rate limits live in the database). One row
-- counts the hits of one key (a client address, a sid, a phone) in one bucket (a rule of the limits table in
-- server/handlers/promotion.ts) during one fixed window; server/domain/rate-limits.ts adds a hit with one
-- atomic upsert and weighs in the previous window, so the limit slides. Rows outlive their use by one window
-- and are swept a few at a time by the calls themselves, not by a timer no server copy owns.
CREATE TABLE rate_limit_hits (
  bucket text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, key, window_start)
);
CREATE INDEX rate_limit_hits_expires_at ON rate_limit_hits (expires_at);

-- A captcha answer is good for one SMS: get-sms marks the image used (in the transaction that sends), a second
-- get-sms with it is refused, and drawing a new image clears the mark. Registering with it still works.
ALTER TABLE promo_sids ADD COLUMN captcha_sms_sent boolean NOT NULL DEFAULT false;
