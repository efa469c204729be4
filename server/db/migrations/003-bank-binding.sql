-- Bank binding: the card-init form product staff configure per product, and the payment accounts
-- borrowers bind with it.

-- One row per product. `card_init` is the data of /diving/v3/bind-card/card-init for that product
-- (schemas/api/bind-card/card-init.json, response), kept whole as JSON: product staff change items,
-- options and card types by editing it, with no code change. The handler validates the answer
-- against the call schema on every read, so a broken edit is refused, not served.
CREATE TABLE bank_binding_config (
  product_id text PRIMARY KEY,
  card_init jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every binding a borrower submitted (Next on 'Payment account information'); the newest of a
-- borrower and product is the current one. `fields` holds the item codes with their values, as
-- checked against the product's items. `payload_hash` lets a replayed submission (a double tap, a
-- retried request) find the binding it already made instead of storing a second one.
CREATE TABLE bank_bindings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bind_id text NOT NULL UNIQUE,
  borrower_id integer NOT NULL REFERENCES borrowers (id) ON DELETE CASCADE,
  product_id text NOT NULL,
  source text NOT NULL CHECK (source IN ('bind-card-new', 'card-change')),
  card_type integer NOT NULL,
  channel_number integer NOT NULL,
  fields jsonb NOT NULL,
  payload_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_bindings_borrower_product ON bank_bindings (borrower_id, product_id, created_at DESC);
CREATE INDEX bank_bindings_replay ON bank_bindings (borrower_id, payload_hash, created_at DESC);
