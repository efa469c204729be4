-- Loan orders as the Loan details screen reads them, what borrowers do there (Borrow Again events,
-- rating answers), the joint-login failure answer, and where recommended products lead.

-- One row per order. `details` is the data of /diving/v3/loan-details/loan-details for this order,
-- kept whole: the call schema is its contract, and the handler validates the answer against it.
CREATE TABLE loan_orders (
  order_id text PRIMARY KEY,
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  order_status integer NOT NULL,
  details jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((details ->> 'orderStatus')::integer = order_status)
);
CREATE INDEX loan_orders_borrower_id ON loan_orders (borrower_id);

-- /diving/service/event/save: e.g. Borrow Again (module 30, position 0).
CREATE TABLE borrower_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  module_id text NOT NULL,
  position_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX borrower_events_borrower_id ON borrower_events (borrower_id);

-- /diving/v3/loan-details/google-score: the stars the borrower chose on the rating prompt.
CREATE TABLE loan_ratings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  score integer NOT NULL CHECK (score BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_ratings_borrower_id ON loan_ratings (borrower_id);

-- /diving/service/new/union-error-info: why signing the borrower in to the lender failed, and the
-- products offered instead (recommended-product items, schemas/api/service/recommended-product.json).
CREATE TABLE union_error_info (
  borrower_id integer PRIMARY KEY REFERENCES borrowers (id) ON DELETE CASCADE,
  notice_message text NOT NULL,
  err_message text NOT NULL,
  family jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- /diving/gopia/goya/define: where each recommended product's button leads.
CREATE TABLE product_links (
  product_id text PRIMARY KEY,
  link text NOT NULL CHECK (link <> '')
);
