import type { Queryable } from '../db/database.ts';

export interface Borrower {
  id: number;
  key: string;
  name: string;
  phone: string;
}

/** The borrower a session id belongs to, or null: the session lives in the database, not in memory. */
export async function findBorrowerBySession(db: Queryable, sessionId: string): Promise<Borrower | null> {
  const { rows } = await db.query<Borrower>(
    `SELECT b.id, b.key, b.name, b.phone FROM sessions s JOIN borrowers b ON b.id = s.borrower_id WHERE s.session_id = $1`,
    [sessionId],
  );
  return rows[0] ?? null;
}
