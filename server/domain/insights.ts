import type { Db, Queryable } from '../db/database.ts';
import type { DocumentInsights, InsightEventKind, InsightsReport, VersionInsights } from '../../core/publishing/insights.ts';

// The events behind the staff insights page (issue 26 part 7): what borrowers did on a page drawing a form, screen or
// bank-binding document, by document and version (the publishing/insight-event call), and the figures counted from
// them for /staff/insights/data. Field names only: a row never holds what a borrower typed.

export interface InsightEvent {
  documentId: string;
  version: number;
  kind: InsightEventKind;
  /** For field-errors: the refused fields' names. */
  fields?: readonly string[];
  borrowerId: number;
}

export async function recordInsightEvent(db: Queryable, event: InsightEvent): Promise<void> {
  if (event.kind === 'field-errors') {
    const fields = [...new Set(event.fields ?? [])];
    for (const field of fields) {
      await db.query('INSERT INTO insight_events (document_id, version, kind, field, borrower_id) VALUES ($1, $2, $3, $4, $5)', [event.documentId, event.version, 'field-error', field, event.borrowerId]);
    }
    return;
  }
  await db.query('INSERT INTO insight_events (document_id, version, kind, borrower_id) VALUES ($1, $2, $3, $4)', [event.documentId, event.version, event.kind, event.borrowerId]);
}

interface CountsRow {
  document_id: string;
  version: number;
  opens: number;
  borrowers: number;
  submits: number;
  successes: number;
  drop_offs: number;
}

/** Every document's figures per version over the last `days` days, or one document's when `documentId` is given. */
export async function insightsReport(db: Db, { days, documentId }: { days: number; documentId?: string }): Promise<InsightsReport> {
  const params: unknown[] = [days];
  const scope = documentId === undefined ? '' : `AND document_id = $${params.push(documentId)}`;
  const recent = `at > now() - make_interval(days => $1::int) ${scope}`;
  const { rows: counts } = await db.query<CountsRow>(
    `SELECT document_id, version,
        (count(*) FILTER (WHERE kind = 'open'))::int AS opens,
        (count(DISTINCT borrower_id) FILTER (WHERE kind = 'open'))::int AS borrowers,
        (count(*) FILTER (WHERE kind = 'submit'))::int AS submits,
        (count(*) FILTER (WHERE kind = 'success'))::int AS successes,
        (count(DISTINCT borrower_id) FILTER (WHERE kind = 'open' AND NOT EXISTS (
          SELECT 1 FROM insight_events done
          WHERE done.kind = 'success' AND done.document_id = e.document_id AND done.version = e.version
            AND done.borrower_id = e.borrower_id AND done.at > now() - make_interval(days => $1::int)
        )))::int AS drop_offs
      FROM insight_events e WHERE ${recent}
      GROUP BY document_id, version ORDER BY document_id, version`,
    params,
  );
  const { rows: errors } = await db.query<{ document_id: string; version: number; field: string; count: number }>(
    `SELECT document_id, version, field, count(*)::int AS count FROM insight_events
      WHERE kind = 'field-error' AND ${recent}
      GROUP BY document_id, version, field ORDER BY count DESC, field`,
    params,
  );
  const ids = [...new Set(counts.map((row) => row.document_id))];
  const { rows: rollouts } = ids.length
    ? await db.query<{ document_id: string; live: number; base: number; percent: number }>(
        'SELECT document_id, live_version AS live, base_version AS base, percent FROM published_rollouts WHERE document_id = ANY($1::text[])',
        [ids],
      )
    : { rows: [] };

  const documents = new Map<string, DocumentInsights>();
  for (const id of ids) {
    const rollout = rollouts.find((row) => row.document_id === id);
    documents.set(id, { id, live: rollout?.live ?? 0, base: rollout?.base ?? 0, percent: rollout?.percent ?? 100, versions: [] });
  }
  for (const row of counts) {
    const submitted = counts.some((other) => other.document_id === row.document_id && other.submits > 0);
    const figures: VersionInsights = {
      version: row.version,
      opens: row.opens,
      borrowers: row.borrowers,
      fieldErrors: errors.filter((error) => error.document_id === row.document_id && error.version === row.version).map(({ field, count }) => ({ field, count })),
      submits: row.submits,
      successes: row.successes,
      dropOffs: submitted ? row.drop_offs : null,
    };
    documents.get(row.document_id)!.versions.push(figures);
  }
  return { days, documents: [...documents.values()] };
}
