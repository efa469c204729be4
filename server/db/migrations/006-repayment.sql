-- Repayment (issue 13): what each open order asks to be repaid or extended, the payment attempts made through a
-- provider page, the idempotency records of repayment submits, and the legacy card repay.

-- One row per repayable order. `play_detail` is the data of /diving/v3/installment/loan-play-detail for the order
-- and `extension` that of /diving/inaugural/imitating (NULL: no rollover offered), kept whole: the call schemas are
-- their contracts. need_valid: whether the legacy card repay sends an SMS code (1) or settles at once (0).
CREATE TABLE repayment_orders (
  order_id text PRIMARY KEY REFERENCES loan_orders (order_id) ON DELETE CASCADE,
  play_detail jsonb NOT NULL,
  extension jsonb,
  need_valid integer NOT NULL DEFAULT 1 CHECK (need_valid IN (0, 1))
);

-- A payment started through a provider page (generate-vcode, repayment-huichao). public_id is what the provider
-- page's URL carries (random, so that one attempt's link reveals no other). Nothing of the session is stored.
CREATE TABLE payment_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id text NOT NULL UNIQUE,
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES loan_orders (order_id) ON DELETE CASCADE,
  product_id text NOT NULL,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  is_delay boolean NOT NULL,
  channel_number text NOT NULL,
  channel_name text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled')),
  -- The session the attempt was started from: the provider's page sends the borrower back to it.
  session_id text REFERENCES sessions (session_id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX payment_attempts_order_id ON payment_attempts (order_id);

-- A submit's idempotency key with the answer it got: a replay (same borrower, call and key) answers `response`
-- again and causes no second effect. The primary key makes concurrent replays wait for the first one.
CREATE TABLE idempotency_records (
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  call_key text NOT NULL,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (borrower_id, call_key, idempotency_key)
);

-- The legacy card repay: the borrower's cards (card_no is stored masked), the one-use tokens repayment-way hands
-- out, and the repayment records with their SMS code.
CREATE TABLE legacy_bank_cards (
  card_id text PRIMARY KEY,
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  bank_name text NOT NULL,
  card_no text NOT NULL,
  bank_code text NOT NULL
);
CREATE INDEX legacy_bank_cards_borrower_id ON legacy_bank_cards (borrower_id);

CREATE TABLE legacy_repay_tokens (
  token text PRIMARY KEY,
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES loan_orders (order_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE legacy_repay_records (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES loan_orders (order_id) ON DELETE CASCADE,
  card_id text NOT NULL REFERENCES legacy_bank_cards (card_id),
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  need_valid integer NOT NULL CHECK (need_valid IN (0, 1)),
  code text,
  code_expires_at timestamptz,
  failed_attempts integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);
CREATE INDEX legacy_repay_records_order_id ON legacy_repay_records (order_id);
