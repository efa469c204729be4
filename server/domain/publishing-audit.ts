import type { Queryable } from '../db/database.ts';

// The publishing audit log (issue 26). Here in domain, not server/publishing, because the server's own rollback after
// draw-failure reports (published-draw-failures.ts, reached from a borrower call) writes to it too. Every staff
// action on published versions, refusals included: who (the name the staff member gave, and the
// credential they used), when, what (the action, document, version and percent), why (their note) and how it ended.

export type AuditAction = 'publish' | 'rollout' | 'rollback' | 'register-build';

export interface AuditEntry {
  actor: string;
  credential: string;
  action: AuditAction;
  documentId: string;
  version?: number | null;
  percent?: number | null;
  note: string;
  /** 'done', or why it was refused. */
  outcome: string;
}

export interface AuditRow extends Required<AuditEntry> {
  at: string;
}

export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    'INSERT INTO publishing_audit (actor, credential, action, document_id, version, percent, note, outcome) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [entry.actor, entry.credential, entry.action, entry.documentId, entry.version ?? null, entry.percent ?? null, entry.note, entry.outcome.slice(0, 2000)],
  );
}

/** The newest entries first, of one document or of all. */
export async function readAudit(db: Queryable, { documentId, limit }: { documentId?: string; limit: number }): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, actor, credential, action, document_id AS "documentId",
            version, percent, note, outcome
     FROM publishing_audit WHERE ($1::text IS NULL OR document_id = $1) ORDER BY id DESC LIMIT $2`,
    [documentId ?? null, limit],
  );
  return rows;
}
