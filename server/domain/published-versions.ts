import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/database.ts';

// Published versions of forms, screen descriptors and bank-binding items (issue 26), and their staged rollout. The
// store and its rules only: staff reach it through server/publishing (credential, checks, audit), borrowers through
// the publishing/published-version call. Version 0 is the bundled copy: it has no row, and a document that was
// never published (no rollout row) is served bundled.
//
// A rollout is three numbers: the live version, the base version, and the percent of borrowers who get the live one.
// Each borrower falls in a stable bucket (0-99) per document, so a share is the same borrowers on every call, and
// raising the percent only adds borrowers. Publishing over a rollout that has not reached everyone keeps its base
// (the unfinished version is replaced, never made the fallback); a rollback returns to the base, in one step.

export interface RolloutState {
  documentId: string;
  live: number;
  base: number;
  percent: number;
}

export interface VersionSummary {
  version: number;
  note: string;
  base: number;
  publishedBy: string;
  publishedAt: string;
}

/** What one borrower gets: a published version and its document, or the bundled copy (version 0, no document). */
export type Delivery = { version: 0; document: null } | { version: number; document: unknown };

/** A staff action the rules refuse (nothing to roll back, an unknown document): the message says why. */
export class PublishingRefused extends Error {
  override name = 'PublishingRefused';
  constructor(
    message: string,
    readonly status: 404 | 409 = 409,
  ) {
    super(message);
  }
}

/** The borrower's bucket for a document, 0-99: the first 4 bytes of sha256(document id, borrower key), mod 100. */
export function rolloutBucket(documentId: string, borrowerKey: string): number {
  // The document id salts the hash, so the first 10% of one rollout are not the first 10% of every rollout.
  return createHash('sha256').update(`${documentId}\n${borrowerKey}`).digest().readUInt32BE(0) % 100;
}

/**
 * The bucket key of an anonymous visitor (the promotion register page has no borrower): their sid, marked so that it
 * can never be a borrower id's key (a number), and the two never share a bucket by construction.
 */
export function visitorKey(sid: string): string {
  return `sid:${sid}`;
}

export async function rolloutState(db: Queryable, documentId: string): Promise<RolloutState | null> {
  const { rows } = await db.query<RolloutState>(
    'SELECT document_id AS "documentId", live_version AS live, base_version AS base, percent FROM published_rollouts WHERE document_id = $1',
    [documentId],
  );
  return rows[0] ?? null;
}

async function versionDocument(db: Queryable, documentId: string, version: number): Promise<unknown> {
  const { rows } = await db.query<{ document: unknown }>('SELECT document FROM published_versions WHERE document_id = $1 AND version = $2', [documentId, version]);
  return rows[0]?.document ?? null;
}

/** The version and document one borrower gets. */
export async function deliveryFor(db: Queryable, documentId: string, borrowerKey: string): Promise<Delivery> {
  const state = await rolloutState(db, documentId);
  if (!state) return { version: 0, document: null };
  const version = rolloutBucket(documentId, borrowerKey) < state.percent ? state.live : state.base;
  if (version === 0) return { version: 0, document: null };
  return { version, document: await versionDocument(db, documentId, version) };
}

/** Stores `document` as the next version and rolls it out to `percent`; returns the new state. */
export async function publishVersion(
  db: Db,
  input: { documentId: string; document: unknown; note: string; percent: number; publishedBy: string },
): Promise<RolloutState> {
  return db.transaction(async (tx) => {
    // One publisher at a time per document: the rollout row (or, for a first version, the lock) orders them.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`publishing:${input.documentId}`]);
    const current = await rolloutState(tx, input.documentId);
    const base = !current ? 0 : current.percent === 100 ? current.live : current.base;
    const { rows } = await tx.query<{ next: number }>('SELECT COALESCE(MAX(version), 0) + 1 AS next FROM published_versions WHERE document_id = $1', [input.documentId]);
    const version = Number(rows[0]?.next ?? 1);
    await tx.query(
      'INSERT INTO published_versions (document_id, version, document, note, base_version, published_by) VALUES ($1, $2, $3, $4, $5, $6)',
      [input.documentId, version, JSON.stringify(input.document), input.note, base, input.publishedBy],
    );
    return writeState(tx, { documentId: input.documentId, live: version, base, percent: input.percent });
  });
}

async function writeState(db: Queryable, state: RolloutState): Promise<RolloutState> {
  await db.query(
    `INSERT INTO published_rollouts (document_id, live_version, base_version, percent) VALUES ($1, $2, $3, $4)
     ON CONFLICT (document_id) DO UPDATE SET live_version = $2, base_version = $3, percent = $4, updated_at = now()`,
    [state.documentId, state.live, state.base, state.percent],
  );
  return state;
}

/** Sets the share of borrowers who get the live version. */
export async function setRollout(db: Db, documentId: string, percent: number): Promise<RolloutState> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`publishing:${documentId}`]);
    const current = await rolloutState(tx, documentId);
    if (!current || current.live === 0) throw new PublishingRefused(`${documentId} has no published version to roll out.`, 404);
    return writeState(tx, { ...current, percent });
  });
}

/** Everyone goes back to the live version's base (the bundled copy when that is 0); returns the new state and the version left. */
export async function rollBack(db: Db, documentId: string): Promise<{ state: RolloutState; from: number }> {
  return db.transaction(async (tx) => {
    await lockDocument(tx, documentId);
    const current = await rolloutState(tx, documentId);
    if (!current || current.live === 0) throw new PublishingRefused(`${documentId} is on its bundled copy (version 0): there is nothing to roll back.`);
    return rollBackFrom(tx, current);
  });
}

/** One writer at a time per document, until the transaction ends: publish, rollout and rollbacks of either kind. */
export async function lockDocument(tx: Queryable, documentId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`publishing:${documentId}`]);
}

/**
 * The rollback itself, inside a transaction that holds lockDocument and has read `current` (a live version, not 0):
 * the staff action and the server's own rollback after draw failures (server/domain/published-draw-failures.ts) share it.
 */
export async function rollBackFrom(tx: Queryable, current: RolloutState): Promise<{ state: RolloutState; from: number }> {
  const { documentId } = current;
  const { rows } = await tx.query<{ base: number }>('SELECT base_version AS base FROM published_versions WHERE document_id = $1 AND version = $2', [documentId, current.base]);
  const state = await writeState(tx, { documentId, live: current.base, base: rows[0]?.base ?? 0, percent: 100 });
  return { state, from: current.live };
}

export async function listVersions(db: Queryable, documentId: string): Promise<VersionSummary[]> {
  const { rows } = await db.query<VersionSummary>(
    `SELECT version, note, base_version AS base, published_by AS "publishedBy", to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "publishedAt"
     FROM published_versions WHERE document_id = $1 ORDER BY version`,
    [documentId],
  );
  return rows;
}
