import { message } from '../../core/messages.ts';
import type { Db, Queryable } from '../db/database.ts';
import type { LoanDetailsResponse } from '../../generated/types/api/loan-details/loan-details.ts';
import type { Borrower } from './borrowers.ts';
import { CallFailure } from './call-failure.ts';
import { idempotencyKeyReusedCode, once } from './idempotency.ts';
import { formatDate } from '../../core/dates.ts';
import { confirmationOf, loanPlan, toCents, type Confirmation, type LoanPlan, type LoanProduct } from '../../core/loan-terms.ts';
import { displayMoney, manilaToday, orderNotFound } from './repayment.ts';

// Loan confirmation (issue 14): what a product offered to the borrower lends (its terms and the repayment plan
// computed from them, by the pure rules of core/loan-terms.ts, which the stories price with too), the agreements listed with it, and taking the loan (the push), which creates the order at
// status 21. One domain for two contracts: the version-3 calls (loan-confirm/*, contract/*) and the older variant's
// (loan-confirm-classic/loan-confirm, agreement-list, agreement-jump, loan-push) map these results to their own field names.
// Every lookup is by the session's borrower: another borrower's product or order gets the same answer as a missing one.

export const loanConfirmCodes = {
  productNotFound: 'PRODUCT_NOT_FOUND',
  termsInvalid: 'PRODUCT_TERMS_INVALID',
  termsMismatch: 'TERMS_MISMATCH',
  agreementNotFound: 'AGREEMENT_NOT_FOUND',
} as const;

/** SPEC.md section 9: a loan runs 91 to 365 calendar days. */
export const loanTermDays = { min: 91, max: 365 } as const;

/** The agreements of loan confirmation (contract's scene=3). */
export const confirmScene = 3;

/** The order status a pushed loan starts in: under review (Loan details 'stays'). */
export const underReviewStatus = 21;

/** The product's configuration keeps to the rules, or PRODUCT_TERMS_INVALID: nothing may be borrowed on it. */
export function checkTerms(product: Pick<LoanProduct, 'amount' | 'periods' | 'termUnit'>): void {
  const termDays = product.periods * product.termUnit;
  const valid = termDays >= loanTermDays.min && termDays <= loanTermDays.max && toCents(product.amount) > 0n && Number.isInteger(product.periods) && product.periods >= 1;
  if (!valid) throw new CallFailure(loanConfirmCodes.termsInvalid, message('loanConfirm.server.termsInvalid'));
}

// ---- Reading ----

function productNotFound(): CallFailure {
  return new CallFailure(loanConfirmCodes.productNotFound, message('loanConfirm.server.productNotFound'));
}

interface ProductRow {
  product_id: string;
  name: string;
  logo: string;
  amount: string;
  periods: number;
  term_unit: number;
  rate_bp_per_day: number;
  is_pop_type: number;
  pop_title: string;
  pop_content: string;
  pop_agreement_url: string;
  button_text: string;
  promo_show: number;
  promo_image_url: string;
  promo_text: string;
}

/** The product offered to this borrower, or PRODUCT_NOT_FOUND (another borrower's product answers the same). */
export async function offeredProduct(db: Queryable, borrower: Pick<Borrower, 'id'>, productId: string): Promise<LoanProduct> {
  const { rows } = await db.query<ProductRow>(
    `SELECT product_id, name, logo, amount::text AS amount, periods, term_unit, rate_bp_per_day, is_pop_type, pop_title, pop_content,
       pop_agreement_url, button_text, promo_show, promo_image_url, promo_text
     FROM loan_products WHERE product_id = $1 AND borrower_id = $2`,
    [productId, borrower.id],
  );
  const row = rows[0];
  if (!row) throw productNotFound();
  return {
    productId: row.product_id,
    name: row.name,
    logo: row.logo,
    amount: row.amount,
    periods: row.periods,
    termUnit: row.term_unit,
    rateBpPerDay: row.rate_bp_per_day,
    isPopType: row.is_pop_type === 1 ? 1 : 0,
    popTitle: row.pop_title,
    popContent: row.pop_content,
    popAgreementUrl: row.pop_agreement_url,
    buttonText: row.button_text,
    promo: { show: row.promo_show === 1 ? 1 : 0, imageUrl: row.promo_image_url, text: row.promo_text },
  };
}

function days(count: number): string {
  return message('loanConfirm.server.days', { days: String(count) });
}

/** What the borrower would borrow on the product today: its terms, plan, rate text and detail rows. */
export async function confirmation(db: Queryable, borrower: Pick<Borrower, 'id'>, productId: string, today: string = manilaToday()): Promise<Confirmation> {
  const product = await offeredProduct(db, borrower, productId);
  checkTerms(product);
  return confirmationOf(product, today);
}

export interface Agreement {
  title: string;
  position: string;
}

/** The product's agreements in a scene, in position order (the product must be offered to the borrower). */
export async function agreements(db: Queryable, borrower: Pick<Borrower, 'id'>, productId: string, scene: number = confirmScene): Promise<Agreement[]> {
  await offeredProduct(db, borrower, productId);
  const { rows } = await db.query<{ title: string; position: number }>('SELECT title, position FROM loan_agreements WHERE product_id = $1 AND scene = $2 ORDER BY position', [productId, scene]);
  return rows.map((row) => ({ title: row.title, position: String(row.position) }));
}

/**
 * Where an agreement leads. The product must be offered to the borrower, or, when an order is named, the order must
 * be the borrower's order of that product (an order's agreements stay reachable after the offer is gone).
 */
export async function agreementUrl(
  db: Queryable,
  borrower: Pick<Borrower, 'id'>,
  params: { productId: string; scene?: number; position: string; orderId?: string | undefined },
): Promise<string> {
  if (params.orderId) {
    const { rows } = await db.query('SELECT 1 FROM loan_orders WHERE order_id = $1 AND product_id = $2 AND borrower_id = $3', [params.orderId, params.productId, borrower.id]);
    if (rows.length === 0) throw orderNotFound();
  } else {
    await offeredProduct(db, borrower, params.productId);
  }
  const { rows } = await db.query<{ url: string }>('SELECT url FROM loan_agreements WHERE product_id = $1 AND scene = $2 AND position = $3', [
    params.productId,
    params.scene ?? confirmScene,
    Number(params.position),
  ]);
  const url = rows[0]?.url;
  if (url === undefined) throw new CallFailure(loanConfirmCodes.agreementNotFound, message('loanConfirm.server.agreementNotFound'));
  return url;
}

// ---- Taking the loan ----

export interface PushRequest {
  productId: string;
  amount: string;
  periods: number;
  termUnit: number;
  idempotencyKey: string;
}

export interface PushResult {
  orderId: string;
  productId: string;
  /** The new order's Loan details page, without session parameters (the page adds its own and '&from=confirm'). */
  loanDetailsUrl: string;
}

/** The Loan details page of an order, on the app's own origin. */
export function loanDetailsUrl(productId: string, orderId: string): string {
  return `/app/loan-details?${new URLSearchParams({ productId, orderId }).toString()}`;
}

/** What Loan details shows for an order just pushed: under review, as the seeded under-review order reads. */
export function underReviewDetails(product: LoanProduct, plan: LoanPlan, today: string, telephone: string | undefined): LoanDetailsResponse {
  return {
    orderStatus: underReviewStatus,
    noticeStatusText: message('loanConfirm.server.underReviewStatusText'),
    noticeDesText: message('loanConfirm.server.underReviewDesText'),
    productName: product.name,
    productLogo: product.logo,
    userOrderDetail: {
      detail: [
        { text: message('loanConfirm.server.rowLoanAmount'), value: displayMoney(product.amount) },
        { text: message('loanConfirm.server.rowLoanTerm'), value: days(plan.termDays) },
        { text: message('loanConfirm.server.rowApplicationDate'), value: formatDate(today) },
      ],
    },
    isDelay: '0',
    isScore: 0,
    cardNeedPop: 0,
    ...(telephone ? { telephone } : {}),
  };
}

/**
 * The classic push's idempotency records keep the call key they were written under before its schema moved from
 * schemas/api/gopia to loan-confirm-classic: the key is stored (idempotency_records.call_key), and a retry sent across
 * the rename must still find its record.
 */
export const classicPushCallKey = 'gopia/loan-push';

/**
 * Takes the loan on the product's terms: the terms sent must be the product's (TERMS_MISMATCH otherwise), and the
 * order is created at status 21 with its loan details and its push record, in one transaction with the idempotency
 * claim, so a replay of the key answers the same order and never creates a second one (server/domain/idempotency.ts).
 * callKey names the contract ('loan-confirm/loan-detail-push' or classicPushCallKey): each keeps its own keys.
 */
export async function pushLoan(db: Db, borrower: Pick<Borrower, 'id'>, callKey: string, request: PushRequest, today: string = manilaToday()): Promise<PushResult> {
  try {
    return await createOrder(db, borrower, callKey, request, today);
  } catch (error) {
    // idempotency.ts words the reused key for a payment; a loan's borrower reads about the loan.
    if (error instanceof CallFailure && error.code === idempotencyKeyReusedCode) throw new CallFailure(error.code, message('loanConfirm.server.idempotencyKeyReused'));
    throw error;
  }
}

async function createOrder(db: Db, borrower: Pick<Borrower, 'id'>, callKey: string, request: PushRequest, today: string): Promise<PushResult> {
  return once(db, { borrowerId: borrower.id, callKey, key: request.idempotencyKey, request: { ...request } }, async (tx) => {
    const product = await offeredProduct(tx, borrower, request.productId);
    checkTerms(product);
    if (toCents(request.amount) !== toCents(product.amount) || request.periods !== product.periods || request.termUnit !== product.termUnit) {
      throw new CallFailure(loanConfirmCodes.termsMismatch, message('loanConfirm.server.termsMismatch'));
    }
    const plan = loanPlan(product, today);
    const { rows } = await tx.query<{ n: string }>('SELECT nextval(\'loan_order_numbers\')::text AS n');
    const orderId = `CP${today.slice(2).replaceAll('-', '')}${(rows[0]?.n ?? '0').padStart(6, '0')}`;
    const contact = await tx.query<{ sm_wa: string }>('SELECT sm_wa FROM customer_service_contact LIMIT 1');
    const details = underReviewDetails(product, plan, today, contact.rows[0]?.sm_wa);
    await tx.query('INSERT INTO loan_orders (order_id, borrower_id, product_id, order_status, details) VALUES ($1, $2, $3, $4, $5)', [
      orderId,
      borrower.id,
      product.productId,
      underReviewStatus,
      JSON.stringify(details),
    ]);
    await tx.query('INSERT INTO loan_pushes (order_id, borrower_id, product_id, amount, periods, term_unit, rate_bp_per_day, plan) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
      orderId,
      borrower.id,
      product.productId,
      product.amount,
      product.periods,
      product.termUnit,
      product.rateBpPerDay,
      JSON.stringify(plan),
    ]);
    return { orderId, productId: product.productId, loanDetailsUrl: loanDetailsUrl(product.productId, orderId) };
  });
}
