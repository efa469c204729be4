import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { CheckedBinding } from './bank-binding.ts';

// Stores a borrower's binding, refusing replays in the database (DESIGN.md Safety rules): the same
// borrower sending the same payload again within the window gets the binding already stored, not a
// second one. The check and the insert run under a per-borrower lock, so two copies of the server
// answering a double tap at the same moment still store one row.

/** How long an identical submission counts as a replay of the first (a double tap, a retried request). */
export const REPLAY_WINDOW_SECONDS = 60;

export type BindingSource = 'bind-card-new' | 'card-change';

export interface StoreBindingInput {
  borrowerId: number;
  productId: string;
  source: BindingSource;
  binding: CheckedBinding;
}

// Any fixed number, distinct from the migration lock: the first key of the two-key advisory lock.
const bindingLockClass = 7_240_303;

export async function storeBinding(db: Db, { borrowerId, productId, source, binding }: StoreBindingInput): Promise<string> {
  const payloadHash = hashOf({ productId, source, fields: binding.fields });
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [bindingLockClass, borrowerId]);
    const { rows: recent } = await tx.query<{ bindId: string }>(
      `SELECT bind_id AS "bindId" FROM bank_bindings
       WHERE borrower_id = $1 AND payload_hash = $2 AND created_at > now() - make_interval(secs => $3)
       ORDER BY created_at DESC LIMIT 1`,
      [borrowerId, payloadHash, REPLAY_WINDOW_SECONDS],
    );
    if (recent[0]) return recent[0].bindId;
    const bindId = randomUUID();
    await tx.query(
      `INSERT INTO bank_bindings (bind_id, borrower_id, product_id, source, card_type, channel_number, fields, payload_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [bindId, borrowerId, productId, source, binding.cardType, binding.channelNumber, JSON.stringify(binding.fields), payloadHash],
    );
    return bindId;
  });
}

function hashOf(value: { productId: string; source: string; fields: Record<string, string> }): string {
  // Sorted keys: the same answers in another order are the same payload.
  const fields = Object.fromEntries(Object.entries(value.fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return createHash('sha256').update(JSON.stringify({ ...value, fields })).digest('hex');
}
