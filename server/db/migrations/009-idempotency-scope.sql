-- Idempotency records of anonymous calls (the promotion's get-sms and register, issue 17 part 3): they have no
-- borrower, so a record is keyed by a scope, 'borrower:<id>' or 'sid:<sid>', instead of the borrower id. A
-- borrower's records keep borrower_id, so they still go with the borrower (ON DELETE CASCADE); a sid's are swept
-- with the sids (promotion get-sid).
ALTER TABLE idempotency_records ADD COLUMN scope text;
UPDATE idempotency_records SET scope = 'borrower:' || borrower_id;
ALTER TABLE idempotency_records ALTER COLUMN scope SET NOT NULL;
ALTER TABLE idempotency_records DROP CONSTRAINT idempotency_records_pkey;
ALTER TABLE idempotency_records ALTER COLUMN borrower_id DROP NOT NULL;
ALTER TABLE idempotency_records ADD PRIMARY KEY (scope, call_key, idempotency_key);
ALTER TABLE idempotency_records ADD CONSTRAINT idempotency_records_scope_matches
  CHECK (CASE WHEN borrower_id IS NULL THEN scope LIKE 'sid:%' ELSE scope = 'borrower:' || borrower_id END);
CREATE INDEX idempotency_records_anonymous_created_at ON idempotency_records (created_at) WHERE borrower_id IS NULL;

-- The stored answer is replayed byte for byte: json keeps the text as written, where jsonb reorders an object's keys
-- (a replay answered {"repayRecordId":..,"needValid":..} where the first answer had them the other way round).
ALTER TABLE idempotency_records ALTER COLUMN response TYPE json USING response::json;
