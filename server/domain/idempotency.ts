import { createHash } from 'node:crypto';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import type { Db, Queryable } from '../db/database.ts';
import { CallFailure } from './call-failure.ts';

// A submit's idempotency key (DESIGN.md Safety rules: the server refuses a replayed submit). The key is stored with
// the effect, in the effect's own transaction, so a replay answers the stored answer and does nothing again. The
// claim is an INSERT on the primary key: a concurrent replay on PostgreSQL waits for the first transaction and then
// finds its row; PGlite runs transactions one at a time. A failure (CallFailure) rolls the claim back with the
// effect, so a retry after a refusal is evaluated afresh.

export const idempotencyKeyReusedCode = 'IDEMPOTENCY_KEY_REUSED';

export interface IdempotentCall {
  borrowerId: number;
  /** '<group>/<name>' of the call. */
  callKey: string;
  /** The request's idempotencyKey; without one the effect simply runs in a transaction. */
  key: string | undefined;
  /** The request params (the key itself excluded by the caller or not: it is ignored here). */
  request: Record<string, unknown>;
}

function requestHash(request: Record<string, unknown>): string {
  const entries = Object.entries(request)
    .filter(([name]) => name !== 'idempotencyKey')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

export async function once<T>(db: Db, call: IdempotentCall, effect: (tx: Queryable) => Promise<T>): Promise<T> {
  if (call.key === undefined) return db.transaction(effect);
  const hash = requestHash(call.request);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_records (borrower_id, call_key, idempotency_key, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [call.borrowerId, call.callKey, call.key, hash],
    );
    if (claimed.rows.length === 0) {
      const { rows } = await tx.query<{ request_hash: string; response: T }>(
        'SELECT request_hash, response FROM idempotency_records WHERE borrower_id = $1 AND call_key = $2 AND idempotency_key = $3',
        [call.borrowerId, call.callKey, call.key],
      );
      const stored = rows[0];
      if (!stored || stored.request_hash !== hash) throw new CallFailure(idempotencyKeyReusedCode, catalog['repayment.server.idempotencyKeyReused']);
      return stored.response;
    }
    const response = await effect(tx);
    await tx.query('UPDATE idempotency_records SET response = $4 WHERE borrower_id = $1 AND call_key = $2 AND idempotency_key = $3', [
      call.borrowerId,
      call.callKey,
      call.key,
      JSON.stringify(response),
    ]);
    return response;
  });
}
