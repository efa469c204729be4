-- The schedule of an order (SPEC.md section 9), for the prepayment window and the late fees the reference server
-- computes (server/domain/loan-terms.ts): the day the money was released, the day the loan falls due, and whether the
-- borrower is a repeat client (a smaller one-off late fee). Orders without a released_on (the seeded demo orders,
-- whose texts are written as they are) are repaid as they read.
ALTER TABLE loan_orders ADD COLUMN released_on date;
ALTER TABLE loan_orders ADD COLUMN due_on date;
ALTER TABLE loan_orders ADD COLUMN repeat_client boolean NOT NULL DEFAULT false;
ALTER TABLE loan_orders ADD CONSTRAINT loan_orders_schedule CHECK ((released_on IS NULL) = (due_on IS NULL) AND (due_on IS NULL OR due_on > released_on));
