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
  /** Who did it: a borrower, or a promotion page's visitor by their bucket key (published-versions.ts visitorKey). */
  asker: { borrowerId: number } | { visitor: string };
}

/** An event row's asker in the figures: a borrower's id or a visitor's key, which never look alike. */
const askerOf = (row: string) => `coalesce(${row}.borrower_id::text, ${row}.visitor)`;

export async function recordInsightEvent(db: Queryable, event: InsightEvent): Promise<void> {
  const borrowerId = 'borrowerId' in event.asker ? event.asker.borrowerId : null;
  const visitor = 'visitor' in event.asker ? event.asker.visitor : null;
  const insert = 'INSERT INTO insight_events (document_id, version, kind, field, borrower_id, visitor) VALUES ($1, $2, $3, $4, $5, $6)';
  if (event.kind === 'field-errors') {
    for (const field of new Set(event.fields ?? [])) await db.query(insert, [event.documentId, event.version, 'field-error', field, borrowerId, visitor]);
    return;
  }
  await db.query(insert, [event.documentId, event.version, event.kind, null, borrowerId, visitor]);
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
        (count(DISTINCT ${askerOf('e')}) FILTER (WHERE kind = 'open'))::int AS borrowers,
        (count(*) FILTER (WHERE kind = 'submit'))::int AS submits,
        (count(*) FILTER (WHERE kind = 'success'))::int AS successes,
        (count(DISTINCT ${askerOf('e')}) FILTER (WHERE kind = 'open' AND NOT EXISTS (
          SELECT 1 FROM insight_events done
          WHERE done.kind = 'success' AND done.document_id = e.document_id AND done.version = e.version
            AND ${askerOf('done')} = ${askerOf('e')} AND done.at > now() - make_interval(days => $1::int)
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
