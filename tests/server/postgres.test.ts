// The server on real PostgreSQL (DATABASE_URL), as in production: a throwaway cluster from Debian's postgresql
// package (scripts/ensure-test-tools.sh installs it), on a free port, for the length of this file.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { startServer } from '../../server/start.ts';
import { captchaAnswer, promotionCodes, rateLimits } from '../../server/domain/promotion.ts';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import { startThrowawayCluster, type ThrowawayCluster } from './postgres-cluster.ts';
import { sessionQuery } from './support.ts';

let cluster: ThrowawayCluster | undefined;
let databaseUrl: string;

beforeAll(async () => {
  cluster = await startThrowawayCluster('borrower-pg-');
  databaseUrl = cluster.databaseUrl;
}, 60_000);

afterAll(() => cluster?.stop());

describe('on PostgreSQL (DATABASE_URL)', () => {
  it('migrates once, seeds again without change, and keeps data across connections', async () => {
    const first: Db = await openDatabase({ databaseUrl });
    expect((await migrate(first)).length).toBeGreaterThan(0);
    await seed(first);
    await first.query('UPDATE customer_service_contact SET sm_wa = $1', ['+63 2 8000 0000']);
    await first.close();

    const second: Db = await openDatabase({ databaseUrl });
    expect(await migrate(second)).toEqual([]);
    const { rows } = await second.query<{ count: string }>('SELECT count(*) FROM borrowers');
    expect(Number(rows[0]!.count)).toBe(demo.borrowers.length);
    const contact = await second.query<{ sm_wa: string }>('SELECT sm_wa FROM customer_service_contact');
    expect(contact.rows[0]!.sm_wa).toBe('+63 2 8000 0000');
    await second.close();
  });

  it('answers a call from PostgreSQL through the whole server', async () => {
    const server = await startServer({ port: 0, databaseUrl, demo: true, logger: false });
    try {
      await server.db.query('UPDATE customer_service_contact SET email = $1', ['pg@cashpeso.ph']);
      const answer = await fetch(`${server.url}/diving/v3/personal-center/contact-kf-info?${sessionQuery()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'overall=30',
      });
      expect(await answer.json()).toMatchObject({ code: 0, data: { email: 'pg@cashpeso.ph' } });
    } finally {
      await server.close();
    }
  });

  it('shares the promotion rate limits and one-picture-one-SMS between two server copies', async () => {
    const [a, b] = [await startServer({ port: 0, databaseUrl, logger: false }), await startServer({ port: 0, databaseUrl, logger: false })];
    try {
      const getSid = async (server: typeof a) => (await (await fetch(`${server.url}/api/v2/youmi/promotion/get-sid`)).json()) as { code: string; message: string; data?: { sid: string } };
      const getSms = async (server: typeof a, phone: string, sid: string, capcode: string) => {
        const body = new URLSearchParams({ phone, capcode, sid, deviceId: sid, appName: 'ymgj', app_from: '', user_from: '', utm_tag: '' });
        const reply = await fetch(`${server.url}/api/v2/youmi/promotion/get-sms`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
        return (await reply.json()) as { code: string; message: string };
      };
      const sid = (await getSid(a)).data!.sid;
      expect((await fetch(`${a.url}/api/v2/youmi/promotion/get-captcha?sid=${sid}&timestamp=1`)).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      const answer = (await captchaAnswer(a.db, sid))!;
      expect((await getSms(a, '09190000001', sid, answer)).code).toBe('0');
      expect(await getSms(b, '09190000002', sid, answer)).toEqual({ code: '101', message: catalog['promo.server.captchaUsed'] });
      const sent = await a.db.query<{ phone: string }>('SELECT phone FROM sms_outbox ORDER BY id');
      expect(sent.rows.map((row) => row.phone)).toEqual(['09190000001']);

      // One sid is taken; the rest of the address's sids, alternately from each copy, then both refuse.
      for (let i = 1; i < rateLimits.sidPerAddress.max; i += 1) expect((await getSid(i % 2 === 0 ? a : b)).code, `sid ${i + 1}`).toBe('0');
      for (const server of [a, b]) expect(await getSid(server)).toEqual({ code: promotionCodes.tooManyRequests, message: catalog['promo.server.tooManyRequests'] });
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);

  it('lives through the database closing its idle connections (a restart or failover), and the next query opens a new one', async () => {
    const db: Db = await openDatabase({ databaseUrl });
    const operator: Db = await openDatabase({ databaseUrl });
    try {
      const { rows } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await operator.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      // Unheard, the pool's 'error' event would be an uncaught exception here and end the process (and fail this run).
      await vi.waitFor(() => expect(db.poolStats().lost).toBe(1));
      const again = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
    } finally {
      await operator.close();
      await db.close();
    }
  });
});
