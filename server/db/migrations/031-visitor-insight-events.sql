-- The promotion page's visitors have no borrower row: their events are kept under the key that buckets them for a
-- rollout (server/domain/published-versions.ts visitorKey, from the sid get-sid gave them), so the insights page
-- counts the registration form as it counts a borrower's form. Each event is a borrower's or a visitor's, never both.
ALTER TABLE insight_events ALTER COLUMN borrower_id DROP NOT NULL;
ALTER TABLE insight_events ADD COLUMN visitor text;
ALTER TABLE insight_events ADD CONSTRAINT insight_events_one_asker CHECK ((borrower_id IS NULL) <> (visitor IS NULL));
