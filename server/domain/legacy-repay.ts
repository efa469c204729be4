import { randomBytes, randomInt } from 'node:crypto';
import { message } from '../../core/messages.ts';
import type { LegacyRepaymentWay } from '../../generated/types/api/legacy-repay/repayment-way.ts';
import type { RepaymentCommit } from '../../generated/types/api/legacy-repay/repayment-commit.ts';
import type { RepaymentConfirm } from '../../generated/types/api/legacy-repay/repayment-confirm.ts';
import type { RepaymentGateway } from '../../generated/types/api/legacy-repay/repayment-gateway.ts';
import type { Db, Queryable } from '../db/database.ts';
import type { Borrower } from './borrowers.ts';
import { CallFailure } from './call-failure.ts';
import { once } from './idempotency.ts';
import {
  markRepaid,
  orderNotFound,
  ownOrder,
  providerMissing,
  recordAttempt,
  repayable,
  repaymentCodes,
  type PaymentContext,
} from './repayment.ts';

// The legacy card repay (SPEC.md sections 3, 4, 7, 8): repayment-way lists the borrower's cards with a one-use
// repayToken; repayment-commit makes a repayment record and, when the order needs validation, sends a 6-digit code
// through the app's SMS sender (the outbox outside production); repayment-confirm checks the code and repays the
// order. repayment-gateway starts a payment on the gateway page instead.

/** The app's text-message sender over a transaction (server/sms, handed to handlers as context.sms). */
export interface CodeSender {
  send(message: { phone: string; text: string; code?: string }): Promise<void>;
}

export const legacyCodes = {
  wrongCode: 800006,
  paidTwice: 800005,
  cardNotFound: 'CARD_NOT_FOUND',
  repayTokenInvalid: 'REPAY_TOKEN_INVALID',
  recordNotFound: 'RECORD_NOT_FOUND',
  smsNotSent: 'SMS_NOT_SENT',
} as const;

export const legacyLimits = { tokenMinutes: 30, codeMinutes: 5, codeAttempts: 5, codeLength: 6 };

export async function legacyRepaymentWay(db: Db, borrower: Borrower, orderId: string): Promise<LegacyRepaymentWay> {
  repayable(await ownOrder(db, borrower, { orderId }));
  const repayToken = randomBytes(16).toString('hex');
  await db.query(
    `INSERT INTO legacy_repay_tokens (token, borrower_id, order_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [repayToken, borrower.id, orderId, legacyLimits.tokenMinutes],
  );
  const { rows } = await db.query<{ id: string; bankName: string; cardNo: string; bankCode: string }>(
    'SELECT card_id AS id, bank_name AS "bankName", card_no AS "cardNo", bank_code AS "bankCode" FROM legacy_bank_cards WHERE borrower_id = $1 ORDER BY card_id',
    [borrower.id],
  );
  return { alipay: '', repayToken, bankCards: rows };
}

export async function commitLegacyRepayment(context: { db: Db; sms(db: Queryable): CodeSender }, borrower: Borrower, params: RepaymentCommit['request']): Promise<RepaymentCommit['response']> {
  return once(context.db, { borrowerId: borrower.id, callKey: 'legacy-repay/repayment-commit', key: params.idempotencyKey, request: { ...params } }, async (tx) => {
    const order = await ownOrder(tx, borrower, { orderId: params.orderId }, { lock: true });
    const info = repayable(order);
    if (params.amount !== info.repayAmount) throw new CallFailure(repaymentCodes.amountMismatch, message('repayment.server.amountMismatch'));
    const card = await tx.query('SELECT 1 FROM legacy_bank_cards WHERE card_id = $1 AND borrower_id = $2', [params.cardId, borrower.id]);
    if (card.rows.length === 0) throw new CallFailure(legacyCodes.cardNotFound, message('legacyRepay.server.cardNotFound'));
    const token = await tx.query(
      `UPDATE legacy_repay_tokens SET used_at = now()
       WHERE token = $1 AND borrower_id = $2 AND order_id = $3 AND used_at IS NULL AND expires_at > now() RETURNING 1`,
      [params.repayToken, borrower.id, order.orderId],
    );
    if (token.rows.length === 0) throw new CallFailure(legacyCodes.repayTokenInvalid, message('legacyRepay.server.repayTokenInvalid'));

    const code = order.needValid === 1 ? String(randomInt(0, 10 ** legacyLimits.codeLength)).padStart(legacyLimits.codeLength, '0') : null;
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO legacy_repay_records (borrower_id, order_id, card_id, amount, need_valid, code, code_expires_at, status, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $6::text IS NULL THEN NULL ELSE now() + make_interval(mins => $7) END,
         CASE WHEN $6::text IS NULL THEN 'confirmed' ELSE 'pending' END, CASE WHEN $6::text IS NULL THEN now() END)
       RETURNING id::text AS id`,
      [borrower.id, order.orderId, params.cardId, params.amount, order.needValid, code, legacyLimits.codeMinutes],
    );
    const repayRecordId = rows[0]?.id ?? '';
    if (code === null) {
      await markRepaid(tx, order, params.amount);
    } else {
      // Sent inside the transaction: if the sender refuses, the record is rolled back too.
      try {
        await context.sms(tx).send({
          phone: borrower.phone,
          code,
          text: message('legacyRepay.server.smsText', { code, minutes: String(legacyLimits.codeMinutes) }),
        });
      } catch {
        throw new CallFailure(legacyCodes.smsNotSent, message('legacyRepay.server.smsNotSent'));
      }
    }
    return { repayRecordId, needValid: order.needValid };
  });
}

class WrongCode extends Error {
  constructor(readonly recordId: string) {
    super('wrong code');
  }
}

export async function confirmLegacyRepayment(db: Db, borrower: Borrower, params: RepaymentConfirm['request']): Promise<RepaymentConfirm['response']> {
  try {
    return await once(db, { borrowerId: borrower.id, callKey: 'legacy-repay/repayment-confirm', key: params.idempotencyKey, request: { ...params } }, async (tx: Queryable) => {
      const order = await ownOrder(tx, borrower, { orderId: params.orderId }, { lock: true });
      const { rows } = await tx.query<{ id: string; amount: string; status: string; code: string | null; expired: boolean; failed_attempts: number }>(
        `SELECT id::text AS id, amount::text AS amount, status, code, (code_expires_at IS NULL OR code_expires_at <= now()) AS expired, failed_attempts
         FROM legacy_repay_records WHERE id = $1 AND order_id = $2 AND borrower_id = $3 FOR UPDATE`,
        [params.repaymentRecordId, order.orderId, borrower.id],
      );
      const record = rows[0];
      if (!record) throw new CallFailure(legacyCodes.recordNotFound, message('legacyRepay.server.recordNotFound'));
      if (record.status === 'confirmed') throw new CallFailure(legacyCodes.paidTwice, message('legacyRepay.server.paidTwice'));
      if (record.failed_attempts >= legacyLimits.codeAttempts) throw new CallFailure(legacyCodes.wrongCode, message('legacyRepay.server.codeSpent'));
      if (record.expired || record.code !== params.verifyCode) throw new WrongCode(record.id);
      await tx.query(`UPDATE legacy_repay_records SET status = 'confirmed', confirmed_at = now() WHERE id = $1`, [record.id]);
      // Settled another way meanwhile (the provider page): the record is confirmed and the order left as it is.
      if (order.status !== 200) {
        repayable(order);
        await markRepaid(tx, order, record.amount);
      }
      return {};
    });
  } catch (error) {
    if (!(error instanceof WrongCode)) throw error;
    // Counted after the rollback of the attempt's transaction, so that the count survives it.
    await db.query('UPDATE legacy_repay_records SET failed_attempts = failed_attempts + 1 WHERE id = $1', [error.recordId]);
    throw new CallFailure(legacyCodes.wrongCode, message('legacyRepay.server.codeWrong'));
  }
}

export async function startGatewayPayment(context: PaymentContext, borrower: Borrower, params: RepaymentGateway['request']): Promise<RepaymentGateway['response']> {
  if (params.userId !== undefined && params.userId !== String(borrower.id)) throw orderNotFound();
  return context.db.transaction(async (tx) => {
    const order = await ownOrder(tx, borrower, { orderId: params.orderId }, { lock: true });
    const info = repayable(order);
    if (params.amount !== info.repayAmount) throw new CallFailure(repaymentCodes.amountMismatch, message('repayment.server.amountMismatch'));
    if (!context.payments) throw providerMissing();
    const publicId = await recordAttempt(tx, borrower, order, {
      amount: params.amount,
      isDelay: false,
      channelNumber: 'huichao',
      channelName: 'Huichao',
      sessionId: context.sessionId,
    });
    return { url: context.payments.pageUrl(publicId) };
  });
}
