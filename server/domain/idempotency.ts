import { createHash } from 'node:crypto';
import { message } from '../../core/messages.ts';
import type { Db, Queryable } from '../db/database.ts';
import { CallFailure } from './call-failure.ts';

// A submit's idempotency key (DESIGN.md Safety rules: the server refuses a replayed submit). The key is stored with
// the effect, in the effect's own transaction, so a replay answers the stored answer and does nothing again. The
// claim is an INSERT on the primary key: a concurrent replay on PostgreSQL waits for the first transaction and then
// finds its row; PGlite runs transactions one at a time. A failure (CallFailure) rolls the claim back with the
// effect, so a retry after a refusal is evaluated afresh.
//
// A record belongs to a scope: the borrower of a session call, or, for the anonymous promotion calls, the visitor's
// sid (migration 009). A key is only ever looked up within its scope, so one visitor's key cannot fetch another's
// answer.

export const idempotencyKeyReusedCode = 'IDEMPOTENCY_KEY_REUSED';

interface IdempotentCallBase {
  /** '<group>/<name>' of the call. */
  callKey: string;
  /** The request's idempotencyKey; without one the effect simply runs in a transaction. */
  key: string | undefined;
  /** The request params (the key itself excluded by the caller or not: it is ignored here). */
  request: Record<string, unknown>;
}

export type IdempotentCall = IdempotentCallBase & ({ borrowerId: number } | { sid: string });

interface Scope {
  scope: string;
  borrowerId: number | null;
}

function scopeOf(call: IdempotentCall): Scope {
  return 'borrowerId' in call ? { scope: `borrower:${call.borrowerId}`, borrowerId: call.borrowerId } : { scope: `sid:${call.sid}`, borrowerId: null };
}

function requestHash(request: Record<string, unknown>): string {
  const entries = Object.entries(request)
    .filter(([name]) => name !== 'idempotencyKey')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

function keyReused(): CallFailure {
  return new CallFailure(idempotencyKeyReusedCode, message('repayment.server.idempotencyKeyReused'));
}

async function storedAnswer<T>(db: Queryable, { scope }: Scope, call: IdempotentCall, hash: string): Promise<{ response: T } | undefined> {
  const { rows } = await db.query<{ request_hash: string; response: T }>(
    'SELECT request_hash, response FROM idempotency_records WHERE scope = $1 AND call_key = $2 AND idempotency_key = $3',
    [scope, call.callKey, call.key],
  );
  const stored = rows[0];
  if (!stored) return undefined;
  if (stored.request_hash !== hash) throw keyReused();
  return { response: stored.response };
}

/**
 * The answer a key already got, if it did (or IDEMPOTENCY_KEY_REUSED for the key with other params). For calls
 * whose checks before the effect would refuse a replay because the first submit changed what they read (register
 * clears the picture code and makes the phone registered): the caller asks this first, and again before it
 * answers such a refusal, since the first submit may have committed in between.
 */
export async function replayed<T>(db: Queryable, call: IdempotentCall): Promise<{ response: T } | undefined> {
  if (call.key === undefined) return undefined;
  return storedAnswer<T>(db, scopeOf(call), call, requestHash(call.request));
}

export async function once<T>(db: Db, call: IdempotentCall, effect: (tx: Queryable) => Promise<T>): Promise<T> {
  if (call.key === undefined) return db.transaction(effect);
  const hash = requestHash(call.request);
  const scope = scopeOf(call);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_records (scope, borrower_id, call_key, idempotency_key, request_hash) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [scope.scope, scope.borrowerId, call.callKey, call.key, hash],
    );
    if (claimed.rows.length === 0) {
      const stored = await storedAnswer<T>(tx, scope, call, hash);
      if (!stored) throw keyReused();
      return stored.response;
    }
    const response = await effect(tx);
    await tx.query('UPDATE idempotency_records SET response = $4 WHERE scope = $1 AND call_key = $2 AND idempotency_key = $3', [
      scope.scope,
      call.callKey,
      call.key,
      JSON.stringify(response ?? null),
    ]);
    return response;
  });
}

/** Drops the anonymous (sid) records older than a day, a few at a time, as the sids themselves are swept. */
export async function sweepAnonymousRecords(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM idempotency_records WHERE ctid IN (
       SELECT ctid FROM idempotency_records WHERE borrower_id IS NULL AND created_at < now() - interval '1 day' LIMIT 100)`,
  );
}
