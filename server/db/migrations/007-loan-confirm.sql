-- Loan confirmation (issue 14): the products each borrower may confirm with their terms and popups, the agreements
-- listed with a loan, and the loans taken (pushed) through the confirm pages. A push's idempotency key lives in
-- idempotency_records (006) through server/domain/idempotency.ts, in the push's own transaction.

-- One row per product offered to a borrower. The loan term is periods x term_unit days; the rule that it keeps to
-- 91 to 365 days (SPEC.md section 9) is checked by server/domain/loan-confirm.ts when the product is read, so that a
-- product configured outside it is refused with a code rather than failing a write. Amounts are exact numerics.
CREATE TABLE loan_products (
  product_id text PRIMARY KEY,
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> ''),
  logo text NOT NULL CHECK (logo <> ''),
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  periods integer NOT NULL CHECK (periods >= 1),
  term_unit integer NOT NULL CHECK (term_unit >= 1),
  -- The daily interest rate in hundredths of a percent (5 = 0.05% a day).
  rate_bp_per_day integer NOT NULL CHECK (rate_bp_per_day >= 0),
  is_pop_type integer NOT NULL CHECK (is_pop_type IN (0, 1)),
  pop_title text NOT NULL DEFAULT '',
  pop_content text NOT NULL DEFAULT '',
  -- '' : no agreement modal.
  pop_agreement_url text NOT NULL DEFAULT '',
  -- The older variant (confirmUrl): its button text and promotional popup.
  button_text text NOT NULL CHECK (button_text <> ''),
  promo_show integer NOT NULL CHECK (promo_show IN (0, 1)),
  promo_image_url text NOT NULL DEFAULT '',
  promo_text text NOT NULL DEFAULT ''
);
CREATE INDEX loan_products_borrower_id ON loan_products (borrower_id);

-- The agreements a product lists in a scene (3: loan confirmation), in position order, and where each leads.
CREATE TABLE loan_agreements (
  product_id text NOT NULL REFERENCES loan_products (product_id) ON DELETE CASCADE,
  scene integer NOT NULL,
  position integer NOT NULL CHECK (position >= 1),
  title text NOT NULL CHECK (title <> ''),
  url text NOT NULL CHECK (url <> ''),
  PRIMARY KEY (product_id, scene, position)
);

-- The order a push made, with the terms and plan it was taken on (loan_orders.details is what Loan details shows).
CREATE TABLE loan_pushes (
  order_id text PRIMARY KEY REFERENCES loan_orders (order_id) ON DELETE CASCADE,
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  periods integer NOT NULL,
  term_unit integer NOT NULL,
  rate_bp_per_day integer NOT NULL,
  plan jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_pushes_borrower_id ON loan_pushes (borrower_id);

-- New order numbers: 'CP' + the Manila date (YYMMDD) + this sequence (6 digits), never one of the seeded 12-character ids.
CREATE SEQUENCE loan_order_numbers;
