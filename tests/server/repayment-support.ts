import type { Db } from '../../server/db/database.ts';
import { apiSchemasWith, maria, sessionQuery, testApp, type TestApp } from './support.ts';

// Shared by repayment.test.ts and legacy-repay.test.ts: a server with the repayment groups (and those of the pages
// around them: loan details, its recommended products' links, bank binding).
export const repaymentGroups = ['loan-details', 'service', 'product-links', 'repayment', 'bank-binding', 'legacy-repay'];

export async function repaymentApp(db: Db, options: { production?: boolean } = {}): Promise<TestApp> {
  return testApp(db, { callSources: { schemasDir: await apiSchemasWith(repaymentGroups) }, ...(options.production ? { production: true } : {}) });
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };

export function poster(server: () => TestApp) {
  return (path: string, payload: Record<string, string>, session: Record<string, string> = maria.session) =>
    server().app.inject({ method: 'POST', url: `${path}?${sessionQuery(session)}`, payload: new URLSearchParams(payload).toString(), headers: form });
}

export async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(sql, params);
  return rows[0]?.n ?? 0;
}
