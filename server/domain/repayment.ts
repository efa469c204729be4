import { randomBytes } from 'node:crypto';
import { message } from '../../core/messages.ts';
import type { Db, Queryable } from '../db/database.ts';
import type { LoanDetailRow, LoanDetailsResponse } from '../../generated/types/api/loan-details/loan-details.ts';
import type { RepaymentDetailRow, RepaymentInfo } from '../../generated/types/api/repayment/loan-play-detail.ts';
import type { ExtensionInfo } from '../../generated/types/api/repayment/rollover-info.ts';
import type { GenerateVcode } from '../../generated/types/api/loan-details/generate-vcode.ts';
import type { PaymentProvider } from './payments.ts';
import type { Borrower } from './borrowers.ts';
import { CallFailure } from './call-failure.ts';
import { once } from './idempotency.ts';
import { formatMoney } from '../../core/money.ts';
import { formatDate } from '../../core/dates.ts';
import { activeLoanTerms, standing, type Schedule, type Standing } from './loan-terms.ts';

// Repaying an order (issue 13): what an open order asks (loan-play-detail, rollover-info), starting a payment through a
// provider page (generate-vcode), and what paying does to the order: a repayment closes it (status 200, Borrow
// Again), an extension moves its due date and amount to the extension plan's. Every lookup is by the session's
// borrower: another borrower's order gets the same answer as a missing one (as loan-details answers).

export const repaymentCodes = {
  orderNotFound: 'ORDER_NOT_FOUND',
  orderNotRepayable: 'ORDER_NOT_REPAYABLE',
  extensionNotAllowed: 'EXTENSION_NOT_ALLOWED',
  amountMismatch: 'AMOUNT_MISMATCH',
  channelUnknown: 'CHANNEL_UNKNOWN',
  providerMissing: 'PAYMENT_PROVIDER_MISSING',
  prepaymentNotOpen: 'PREPAYMENT_NOT_OPEN',
} as const;

/** The statuses in which an order can be repaid (SPEC.md section 4: 170 Repayment; 174 and 180 Repayment or rollover). */
export const repayableStatuses: readonly number[] = [170, 174, 180];
export const repaidStatus = 200;
/** An extended order awaits repayment again, by its new due date. */
export const extendedStatus = 170;

export interface OwnOrder {
  orderId: string;
  productId: string;
  status: number;
  details: LoanDetailsResponse;
  playDetail: RepaymentInfo | null;
  extension: ExtensionInfo | null;
  needValid: 0 | 1;
  /** Release and due dates, when the order has them: the prepayment window and late fees apply (loan-terms.ts). */
  schedule: Schedule | null;
}

export function orderNotFound(): CallFailure {
  return new CallFailure(repaymentCodes.orderNotFound, message('loanDetails.orderNotFound'));
}

/** The borrower's own order (locked for update inside a transaction), or ORDER_NOT_FOUND. */
export async function ownOrder(db: Queryable, borrower: Pick<Borrower, 'id'>, ids: { orderId: string; productId?: string | undefined }, options: { lock?: boolean } = {}): Promise<OwnOrder> {
  const { rows } = await db.query<{ order_id: string; product_id: string; order_status: number; details: LoanDetailsResponse; play_detail: RepaymentInfo | null; extension: ExtensionInfo | null; need_valid: number | null; released_on: string | null; due_on: string | null; repeat_client: boolean }>(
    `SELECT o.order_id, o.product_id, o.order_status, o.details, r.play_detail, r.extension, r.need_valid,
       o.released_on::text AS released_on, o.due_on::text AS due_on, o.repeat_client
     FROM loan_orders o LEFT JOIN repayment_orders r ON r.order_id = o.order_id
     WHERE o.order_id = $1 AND o.borrower_id = $2 AND ($3::text IS NULL OR o.product_id = $3)${options.lock ? ' FOR UPDATE OF o' : ''}`,
    [ids.orderId, borrower.id, ids.productId ?? null],
  );
  const row = rows[0];
  if (!row) throw orderNotFound();
  return {
    orderId: row.order_id,
    productId: row.product_id,
    status: row.order_status,
    details: row.details,
    playDetail: row.play_detail,
    extension: row.extension,
    needValid: row.need_valid === 0 ? 0 : 1,
    schedule: row.released_on && row.due_on ? { releasedOn: row.released_on, dueOn: row.due_on, repeatClient: row.repeat_client } : null,
  };
}

/** Where a scheduled order stands today (SPEC.md section 9); null for an order without a schedule or not open. */
export function standingOf(order: OwnOrder, today: string = manilaToday()): Standing | null {
  if (!order.schedule || !order.playDetail || !repayableStatuses.includes(order.status)) return null;
  return standing(order.schedule, order.playDetail.repayAmount, today, activeLoanTerms());
}

/** The rows of what is owed on a late day: the amount due with its late fee, the fee, and the days late. */
function lateRows<Row extends LoanDetailRow | RepaymentDetailRow>(rows: Row[], late: Extract<Standing, { kind: 'late' }>): Row[] {
  return [
    ...withoutOwedRows(rows).filter((row) => !/^amount due/i.test(row.text)),
    { text: message('repayment.server.rowDaysLate'), value: message('repayment.server.daysLate', { days: String(late.daysLate) }) } as Row,
    { text: message('repayment.server.rowLateFee'), value: displayMoney(late.lateFee) } as Row,
    { text: amountDueLabel, value: displayMoney(late.amountDue) } as Row,
  ];
}

/** The loan details as they read today: a late scheduled order shows its late fee and the amount due with it. */
export function detailsToday(order: OwnOrder, today: string = manilaToday()): LoanDetailsResponse {
  const now = standingOf(order, today);
  if (now?.kind === 'notYet') {
    return { ...order.details, userOrderDetail: { detail: [...order.details.userOrderDetail.detail, { text: message('repayment.server.rowRepayableFrom'), value: formatDate(now.opensOn) }] } };
  }
  if (now?.kind !== 'late') return order.details;
  return { ...order.details, userOrderDetail: { detail: lateRows(order.details.userOrderDetail.detail, now) } };
}

/** The order's repayment info when it can be repaid now, else ORDER_NOT_REPAYABLE. */
export function repayable(order: OwnOrder, today: string = manilaToday()): RepaymentInfo {
  if (!repayableStatuses.includes(order.status) || !order.playDetail) throw new CallFailure(repaymentCodes.orderNotRepayable, message('repayment.server.orderNotRepayable'));
  // SPEC.md section 9: prepayment only after half of the term and not before 7 days after release; late days add fees.
  const now = standingOf(order, today);
  if (now?.kind === 'notYet') throw new CallFailure(repaymentCodes.prepaymentNotOpen, message('repayment.server.prepaymentNotOpen', { date: formatDate(now.opensOn) }));
  if (now?.kind === 'late') return { ...order.playDetail, repayAmount: now.amountDue, detail: lateRows(order.playDetail.detail, now) };
  return order.playDetail;
}

/** The order's extension info when rollover is allowed now (loan details isDelay '1'), else EXTENSION_NOT_ALLOWED. */
export function extensible(order: OwnOrder): ExtensionInfo {
  repayable(order);
  if (order.details.isDelay !== '1' || !order.extension) throw new CallFailure(repaymentCodes.extensionNotAllowed, message('repayment.server.extensionNotAllowed'));
  return order.extension;
}

export async function repaymentInfo(db: Queryable, borrower: Borrower, ids: { orderId: string; productId: string }): Promise<RepaymentInfo> {
  return repayable(await ownOrder(db, borrower, ids));
}

export async function extensionInfo(db: Queryable, borrower: Borrower, ids: { orderId: string; productId: string }): Promise<ExtensionInfo> {
  return extensible(await ownOrder(db, borrower, ids));
}

// ---- Display texts the server writes into an order's rows (as the seeded rows are written). ----

/**
 * '9440.00' -> '₱9,440.00', as the seeded detail rows show amounts: the one formatter (core/money.ts). Texts are kept
 * in the peso form; server/http/calls.ts restates them for a request of the rupee market (system=1).
 */
export function displayMoney(amount: string): string {
  return formatMoney(amount, false);
}


/** Today in Manila as 'YYYY-MM-DD'. */
export function manilaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

// Rows that describe what is still owed; a settled or extended order drops or rewrites them.
const owedRow = /^(due date|current due date|amount due|overdue|late fee|already paid|extension)/i;
const dueDateLabel = message('repayment.server.rowDueDate');
const amountDueLabel = message('repayment.server.rowAmountDue');

function withoutOwedRows<Row extends LoanDetailRow | RepaymentDetailRow>(rows: Row[]): Row[] {
  return rows.filter((row) => !owedRow.test(row.text));
}

/** The loan details of an order once repaid in full: status 200 (Borrow Again), as the seeded repaid order reads. */
export function repaidDetails(details: LoanDetailsResponse, amount: string, today: string): LoanDetailsResponse {
  const { KindTipsMsg: _kindTips, reyMsg: _reyMsg, playeduL: _playeduL, cardPopTitle: _title, cardPopMsg: _message, ...kept } = details;
  return {
    ...kept,
    orderStatus: repaidStatus,
    noticeStatusText: message('repayment.server.repaidStatusText'),
    noticeDesText: message('repayment.server.repaidDesText'),
    userOrderDetail: {
      detail: [
        ...withoutOwedRows(details.userOrderDetail.detail),
        { text: message('repayment.server.rowAmountRepaid'), value: displayMoney(amount) },
        { text: message('repayment.server.rowRepaymentDate'), value: formatDate(today) },
      ],
    },
    isDelay: '0',
    isScore: 1,
    cardNeedPop: 0,
  };
}

/** The plan row the extension moves the order to: the one due on the new repayDate, else the last. */
function extendedTo(extension: ExtensionInfo): { date: string; amount: string } {
  const row = extension.repayPlan.find((plan) => plan.time === extension.repayDate) ?? extension.repayPlan[extension.repayPlan.length - 1];
  return { date: extension.repayDate, amount: row?.amount ?? extension.repayAmount };
}

function owedRows<Row extends LoanDetailRow | RepaymentDetailRow>(rows: Row[], date: string, amount: string): Row[] {
  return [...withoutOwedRows(rows), { text: dueDateLabel, value: formatDate(date) } as Row, { text: amountDueLabel, value: displayMoney(amount) } as Row];
}

/** The loan details and repayment info of an order once its extension is paid: open again, due on the plan's date. */
export function extendedOrder(order: OwnOrder, extension: ExtensionInfo): { details: LoanDetailsResponse; playDetail: RepaymentInfo | null } {
  const { date, amount } = extendedTo(extension);
  const { KindTipsMsg: _kindTips, playeduL: _playeduL, ...kept } = order.details;
  const details: LoanDetailsResponse = {
    ...kept,
    orderStatus: extendedStatus,
    noticeStatusText: message('repayment.server.extendedStatusText'),
    noticeDesText: message('repayment.server.extendedDesText', { amount: displayMoney(amount), date: formatDate(date) }),
    reyMsg: message('repayment.server.extendedReyMsg', { date: formatDate(date) }),
    userOrderDetail: { detail: owedRows(order.details.userOrderDetail.detail, date, amount) },
    // One extension per order here: the extended order offers Repayment only.
    isDelay: '0',
  };
  const playDetail = order.playDetail ? { ...order.playDetail, repayAmount: amount, repayDate: date, detail: owedRows(order.playDetail.detail, date, amount) } : null;
  return { details, playDetail };
}

/** Closes the order as repaid (amount paid today). */
export async function markRepaid(tx: Queryable, order: OwnOrder, amount: string): Promise<void> {
  const details = repaidDetails(order.details, amount, manilaToday());
  await tx.query('UPDATE loan_orders SET order_status = $2, details = $3 WHERE order_id = $1', [order.orderId, details.orderStatus, JSON.stringify(details)]);
}

/** Applies a paid extension: the order stays open with its due date and amount moved per the plan. */
export async function markExtended(tx: Queryable, order: OwnOrder): Promise<void> {
  const extension = extensible(order);
  const { details, playDetail } = extendedOrder(order, extension);
  await tx.query('UPDATE loan_orders SET order_status = $2, details = $3 WHERE order_id = $1', [order.orderId, details.orderStatus, JSON.stringify(details)]);
  await tx.query('UPDATE repayment_orders SET play_detail = $2, extension = NULL WHERE order_id = $1', [order.orderId, JSON.stringify(playDetail)]);
}

// ---- Payment attempts through a provider page. ----

export interface PaymentContext {
  db: Db;
  /** Where attempts are paid; null where no provider is configured, and payments are then refused. */
  payments: PaymentProvider | null;
  /** The session the attempt is started from, so that the provider's page can send the borrower back to it. */
  sessionId: string | null;
}

export function providerMissing(): CallFailure {
  return new CallFailure(repaymentCodes.providerMissing, message('repayment.server.providerMissing'));
}

export async function recordAttempt(
  tx: Queryable,
  borrower: Borrower,
  order: OwnOrder,
  attempt: { amount: string; isDelay: boolean; channelNumber: string; channelName: string; sessionId: string | null },
): Promise<string> {
  const publicId = randomBytes(16).toString('hex');
  await tx.query(
    `INSERT INTO payment_attempts (public_id, borrower_id, order_id, product_id, amount, is_delay, channel_number, channel_name, session_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [publicId, borrower.id, order.orderId, order.productId, attempt.amount, attempt.isDelay, attempt.channelNumber, attempt.channelName, attempt.sessionId],
  );
  return publicId;
}

/** generate-vcode: checks the order, amount and channel, records a pending attempt and answers its provider page. */
export async function startPayment(context: PaymentContext, borrower: Borrower, params: GenerateVcode['request']): Promise<{ payUrl: string }> {
  return once(context.db, { borrowerId: borrower.id, callKey: 'loan-details/generate-vcode', key: params.idempotencyKey, request: { ...params } }, async (tx) => {
    const order = await ownOrder(tx, borrower, params, { lock: true });
    const isDelay = params.isDelay === '1';
    const info = isDelay ? extensible(order) : repayable(order);
    const expected = isDelay ? (info as ExtensionInfo).delayInfo.delayAmount : info.repayAmount;
    if (params.amount !== expected) throw new CallFailure(repaymentCodes.amountMismatch, message('repayment.server.amountMismatch'));
    const channel = info.repayList.find((entry) => entry.channel_number === params.channelNumber);
    if (!channel) throw new CallFailure(repaymentCodes.channelUnknown, message('repayment.server.channelUnknown'));
    if (!context.payments) throw providerMissing();
    const publicId = await recordAttempt(tx, borrower, order, {
      amount: params.amount,
      isDelay,
      channelNumber: channel.channel_number,
      channelName: channel.name,
      sessionId: context.sessionId,
    });
    return { payUrl: context.payments.pageUrl(publicId) };
  });
}

export interface Attempt {
  publicId: string;
  borrowerId: number;
  orderId: string;
  productId: string;
  amount: string;
  isDelay: boolean;
  channelName: string;
  status: 'pending' | 'paid' | 'cancelled';
  /** The session the attempt was started from, to send the borrower back to; null if it had none. */
  sessionId: string | null;
}

const attemptColumns = `public_id AS "publicId", borrower_id AS "borrowerId", order_id AS "orderId", product_id AS "productId",
  amount::text AS amount, is_delay AS "isDelay", channel_name AS "channelName", status, session_id AS "sessionId"`;

export async function findAttempt(db: Queryable, publicId: string): Promise<Attempt | null> {
  if (!/^[0-9a-f]{32}$/.test(publicId)) return null;
  const { rows } = await db.query<Attempt>(`SELECT ${attemptColumns} FROM payment_attempts WHERE public_id = $1`, [publicId]);
  return rows[0] ?? null;
}

/**
 * The provider's verdict on a pending attempt: 'paid' repays or extends the order, 'cancelled' leaves it. An attempt
 * settles once; a second verdict changes nothing. Answers the attempt as it now stands (null: no such attempt).
 */
export async function settleAttempt(db: Db, publicId: string, verdict: 'paid' | 'cancelled'): Promise<Attempt | null> {
  if (!/^[0-9a-f]{32}$/.test(publicId)) return null;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Attempt>(
      `UPDATE payment_attempts SET status = $2, settled_at = now() WHERE public_id = $1 AND status = 'pending' RETURNING ${attemptColumns}`,
      [publicId, verdict],
    );
    const attempt = rows[0];
    if (!attempt) return findAttempt(tx, publicId);
    if (verdict === 'paid') {
      const order = await ownOrder(tx, { id: attempt.borrowerId }, { orderId: attempt.orderId }, { lock: true });
      // The order may have been settled another way meanwhile (a second attempt, the legacy repay): the money is
      // then recorded on the attempt and the order is left as it is.
      if (repayableStatuses.includes(order.status)) {
        if (attempt.isDelay) {
          if (order.details.isDelay === '1' && order.extension) await markExtended(tx, order);
        } else await markRepaid(tx, order, attempt.amount);
      }
    }
    return attempt;
  });
}
