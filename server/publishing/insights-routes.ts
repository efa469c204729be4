import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { insightDays } from '../../core/publishing/insights.ts';
import type { Db } from '../db/database.ts';
import { insightsReport } from '../domain/insights.ts';
import { parseTarget, targetIdHelp } from './document-checks.ts';
import { checkStaff, type StaffCredential } from './staff-credential.ts';
import { staffMessages } from './staff-messages.ts';

// The staff insights page (issue 26 part 7): what borrowers did on each version of a published form, screen or
// bank-binding document (server/domain/insights.ts), drawn as charts by src/insights. Under /staff, not /dev: staff
// need it in production too, where every /dev route is off. The page itself holds no data, so it is served to anyone;
// its figures come from /staff/insights/data, behind the staff credential (STAFF_TOKEN) as the publishing endpoints
// are, and open without it in demo mode outside production, as the playground is.

export const insightsPagePath = '/staff/insights';
export const insightsDataPath = '/staff/insights/data';

export interface InsightsRouteOptions {
  credential: StaffCredential | null;
  /** Demo mode outside production: the figures need no credential. */
  open: boolean;
  /** The built web app, which holds insights.html (scripts/separate-build.ts). */
  distDir: string;
}

export function registerInsightsRoutes(app: FastifyInstance, db: Db, { credential, open, distDir }: InsightsRouteOptions): void {
  app.get(insightsPagePath, async (_request, reply) => {
    const built = await stat(path.join(distDir, 'insights.html')).then((info) => info.isFile(), () => false);
    reply.header('cache-control', 'no-cache');
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send('The insights page has not been built yet. Run `npm run build`, then reload this page.\n');
    return reply.sendFile('insights.html', distDir, { cacheControl: false });
  });

  app.get<{ Querystring: { id?: string; days?: string } }>(insightsDataPath, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!open) {
      const check = checkStaff(request, credential);
      if (!check.ok) return reply.code(check.status).send({ code: check.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', message: staffMessages[check.reason] });
    }
    const { id, days } = request.query;
    if (id !== undefined && !parseTarget(id)) return reply.code(400).send({ code: 'BAD_REQUEST', message: targetIdHelp });
    const look = days !== undefined && /^\d{1,3}$/.test(days) ? Math.min(Math.max(Number(days), 1), insightDays.max) : insightDays.default;
    return insightsReport(db, { days: look, ...(id !== undefined ? { documentId: id } : {}) });
  });
}
