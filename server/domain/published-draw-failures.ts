import type { Db } from '../db/database.ts';
import { lockDocument, rollBackFrom, rolloutBucket, rolloutState } from './published-versions.ts';
import { writeAudit } from './publishing-audit.ts';

// Fails safe (issue 26): a page whose published version throws while drawing falls back to its bundled copy and
// reports it (publishing/draw-failure). The server counts distinct borrowers per document and version, and when they
// reach the threshold (PUBLISHED_FAILURE_ROLLBACK_AT, server/config.ts) it rolls the version back by itself, with the
// staff rollback's own step, and writes who ("server") and why in the audit log. Staff may be asleep; borrowers
// should not keep meeting a broken screen until someone wakes up.

/** Distinct borrowers' reports that roll a version back when PUBLISHED_FAILURE_ROLLBACK_AT is not set. */
export const defaultFailureRollbackAt = 5;

/** Who the audit log names for the server's own rollback, and the "credential" it acted under (none). */
export const serverActor = { actor: 'server', credential: 'draw-failure reports' } as const;

/** Why, in the audit log (product staff read it, no borrower does). */
export function autoRollbackNote(version: number, count: number, threshold: number): string {
  return `rolled back by the server: ${count} borrower${count === 1 ? '' : 's'} reported that version ${version} failed to draw (threshold PUBLISHED_FAILURE_ROLLBACK_AT = ${threshold})`;
}

let failureRollbackAt = defaultFailureRollbackAt;

/** Set once at start from the configuration (server/start.ts), as setLoanTerms is; tests set their own. */
export function setFailureRollbackAt(threshold: number): void {
  if (!Number.isInteger(threshold) || threshold < 1) throw new RangeError(`The draw-failure rollback threshold must be a positive integer, got ${threshold}.`);
  failureRollbackAt = threshold;
}

export function currentFailureRollbackAt(): number {
  return failureRollbackAt;
}

export interface DrawFailureReport {
  documentId: string;
  version: number;
  borrowerId: number;
  /** What the borrower's rollout bucket is keyed by: as publishing/published-version keys it. */
  borrowerKey: string;
}

export interface DrawFailureOutcome {
  counted: boolean;
  rolledBack: boolean;
  /** Distinct borrowers who reported this version (0 when the report did not count). */
  count: number;
}

/**
 * Records one borrower's report and rolls the version back when the count reaches the threshold. Counted only while
 * the version is the live one and this borrower is in its share: a borrower cannot report (and so help roll back) a
 * version they were never given, and a report that arrives after a rollback or a newer publish changes nothing.
 */
export async function recordDrawFailure(db: Db, report: DrawFailureReport, threshold = failureRollbackAt): Promise<DrawFailureOutcome> {
  const { documentId, version } = report;
  return db.transaction(async (tx) => {
    // The same lock as publish and rollback: a report never counts toward a version a staff action just replaced,
    // and two reports that both reach the threshold roll back once.
    await lockDocument(tx, documentId);
    const current = await rolloutState(tx, documentId);
    const given = current !== null && version > 0 && current.live === version && rolloutBucket(documentId, report.borrowerKey) < current.percent;
    if (!given) return { counted: false, rolledBack: false, count: 0 };
    const inserted = await tx.query(
      'INSERT INTO published_draw_failures (document_id, version, borrower_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING borrower_id',
      [documentId, version, report.borrowerId],
    );
    const { rows } = await tx.query<{ count: number | string }>('SELECT count(*) AS count FROM published_draw_failures WHERE document_id = $1 AND version = $2', [documentId, version]);
    const count = Number(rows[0]?.count ?? 0);
    const counted = inserted.rows.length > 0;
    if (!counted || count < threshold) return { counted, rolledBack: false, count };
    const { state } = await rollBackFrom(tx, current);
    await writeAudit(tx, {
      ...serverActor,
      action: 'rollback',
      documentId,
      version: state.live,
      percent: state.percent,
      note: autoRollbackNote(version, count, threshold),
      outcome: 'done',
    });
    return { counted, rolledBack: true, count };
  });
}
