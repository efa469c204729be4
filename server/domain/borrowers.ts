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

/** The session params a session was opened with (those it has), for a link back into the app with that session. */
export async function sessionParams(db: Queryable, sessionId: string | null, borrowerId: number): Promise<Record<string, string>> {
  const { rows } = await db.query<Record<string, string | null>>(
    `SELECT session_id AS "sessionId", device_id AS "deviceId", app_version AS "appVersion", device_name AS "deviceName",
       os_version AS "osVersion", advertising_id AS "advertisingId"
     FROM sessions WHERE session_id = $1 AND borrower_id = $2`,
    [sessionId, borrowerId],
  );
  const session: Record<string, string> = {};
  for (const [name, value] of Object.entries(rows[0] ?? {})) if (value !== null) session[name] = value;
  return session;
}
