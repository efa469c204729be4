import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { CheckedBinding } from './bank-binding.ts';
import { once } from './idempotency.ts';

// Stores a borrower's binding, refusing replays in the database (DESIGN.md Safety rules). With the page's
// idempotency key, the key decides: a replay of it answers the binding it made (server/domain/idempotency.ts), and a
// new key is a new binding. Without one (a page older than the key), the same borrower sending the same payload
// again within the window gets the binding already stored. Either way the check and the insert run under a
// per-borrower lock, so two copies of the server answering a double tap at the same moment still store one row.

/** How long an identical submission without a key counts as a replay of the first (a double tap, a retried request). */
export const REPLAY_WINDOW_SECONDS = 60;

/** Stored as bank_bindings.source: the values keep the call names they had before issue 24 renamed the group. */
export type BindingSource = 'bind-card-new' | 'card-change';

/**
 * The call each source is, as idempotency records name it (idempotency_records.call_key). Both keep the key they were
 * stored under before their schemas moved (card-change from schemas/api/inaugural to bind-card, then both from
 * bind-card to bank-binding, issue 24), so a retry sent across a rename still finds its record.
 */
const callKeys: Record<BindingSource, string> = { 'bind-card-new': 'bind-card/bind-card-new', 'card-change': 'inaugural/card-change' };

export interface StoreBindingInput {
  borrowerId: number;
  productId: string;
  source: BindingSource;
  binding: CheckedBinding;
  idempotencyKey?: string | undefined;
}

// Any fixed number, distinct from the migration lock: the first key of the two-key advisory lock.
const bindingLockClass = 7_240_303;

export async function storeBinding(db: Db, { borrowerId, productId, source, binding, idempotencyKey }: StoreBindingInput): Promise<string> {
  const payloadHash = hashOf({ productId, source, fields: binding.fields });
  const call = { borrowerId, callKey: callKeys[source], key: idempotencyKey, request: { productId, fields: binding.fields } };
  return once(db, call, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [bindingLockClass, borrowerId]);
    if (idempotencyKey === undefined) {
      const { rows: recent } = await tx.query<{ bindId: string }>(
        `SELECT bind_id AS "bindId" FROM bank_bindings
         WHERE borrower_id = $1 AND payload_hash = $2 AND created_at > now() - make_interval(secs => $3)
         ORDER BY created_at DESC LIMIT 1`,
        [borrowerId, payloadHash, REPLAY_WINDOW_SECONDS],
      );
      if (recent[0]) return recent[0].bindId;
    }
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
