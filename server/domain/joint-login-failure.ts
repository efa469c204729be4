import type { Queryable } from '../db/database.ts';

export interface JointLoginFailureInfo {
  noticeMessage: string;
  errMessage: string;
  family: unknown;
}

/** Why signing the borrower in to the lender failed, and the products recommended instead; undefined when it did not. */
export async function jointLoginFailureOf(db: Queryable, borrowerId: number): Promise<JointLoginFailureInfo | undefined> {
  const { rows } = await db.query<JointLoginFailureInfo>(
    'SELECT notice_message AS "noticeMessage", err_message AS "errMessage", family FROM union_error_info WHERE borrower_id = $1',
    [borrowerId],
  );
  return rows[0];
}
