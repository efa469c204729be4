import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { answerComplaint } from '../../server/domain/complaints.ts';
import { captchaAnswer } from '../../server/domain/promotion.ts';
import { readOutbox } from '../../server/sms/outbox-sender.ts';
import confirmCorpus from '../../schemas/fixtures/loan-confirm.json' with { type: 'json' };
import loanCorpus from '../../schemas/fixtures/loan-details.json' with { type: 'json' };
import repaymentCorpus from '../../schemas/fixtures/repayment.json' with { type: 'json' };
import { maria, realApiDir, sessionQuery, testApp, type TestApp } from './support.ts';
import { count } from './repayment-support.ts';
import { startThrowawayCluster, type ThrowawayCluster } from './postgres-cluster.ts';

// Issue 17, part 3: every call whose request schema has an idempotencyKey (derived from schemas/api, so a call that
// gains one later fails here until it has a case below) is sent ten times at once with one key. Exactly one effect
// reaches the database, and all ten answers are the same bytes. On PGlite and on PostgreSQL.

interface KeyedCall {
  key: string;
  path: string;
  method: string;
  auth: string;
  successCode: unknown;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? jsonFiles(full) : name.endsWith('.json') ? [full] : [];
  });
}

/** Every call of schemas/api whose request takes an idempotencyKey. */
function keyedCalls(): KeyedCall[] {
  return jsonFiles(realApiDir).flatMap((file) => {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { 'x-call'?: Record<string, unknown>; properties?: { request?: { properties?: Record<string, unknown> } } };
    const call = schema['x-call'];
    if (!call || !('idempotencyKey' in (schema.properties?.request?.properties ?? {}))) return [];
    const key = path.relative(realApiDir, file).split(path.sep).join('/').replace(/\.json$/, '');
    return [{ key, path: call.path as string, method: call.method as string, auth: (call.auth as string | undefined) ?? 'borrower', successCode: call.successCode ?? '00' }];
  });
}

/** One replayable submit: its params (the key included), who sends it, and how many of its effects the db holds. */
interface Submit {
  payload: Record<string, string>;
  /** The client address it comes from (the promotion's limits are per address). */
  address?: string;
  effects(): Promise<number>;
  /** The rows one effect adds, where it is more than one. */
  rowsPerEffect?: number;
}

interface Context {
  db: Db;
  server: TestApp;
  post(path: string, payload: Record<string, string>, options?: { anonymous?: boolean; address?: string }): Promise<{ body: string; json(): { code: unknown; data: Record<string, unknown> } }>;
}

let keyCounter = 0;
const newKey = () => `replay-${Date.now()}-${(keyCounter += 1)}`;
let phoneCounter = 0;
/** A phone no test registered, and an address of its own. */
const freshVisitor = () => {
  phoneCounter += 1;
  return { phone: `0917${String(9_000_000 + phoneCounter).slice(-7)}`, address: `10.17.3.${phoneCounter}` };
};

const confirmProduct = (key: string) => confirmCorpus.products.find((entry) => entry.key === key)!;
const repayOrder = (key: string) => repaymentCorpus.orders.find((entry) => entry.key === key)!;
const loanOrder = (key: string) => loanCorpus.orders.find((entry) => entry.key === key)!;

/** A complete, valid answer of card type 1 (bank account) of product 101 (schemas/fixtures/bank-binding.json). */
const bankAccount = { product_id: '101', bankCode: 'BPI', bankAccountNo: '1234567890123456', accountName: 'Maria Santos', address: 'NCR/Metro Manila/Makati', salaryDay: '15' };

const ordersOfProduct = (db: Db, productId: string) => count(db, 'SELECT count(*)::int AS n FROM loan_orders WHERE product_id = $1', [productId]);

async function visitorWithCaptcha(context: Context, address: string): Promise<{ sid: string; capcode: string }> {
  const sid = (await context.server.app.inject({ method: 'GET', url: '/api/v2/youmi/promotion/get-sid', remoteAddress: address })).json().data.sid as string;
  await context.server.app.inject({ method: 'GET', url: `/api/v2/youmi/promotion/get-captcha?sid=${sid}&timestamp=${Date.now()}`, remoteAddress: address });
  const capcode = await captchaAnswer(context.db, sid);
  if (!capcode) throw new Error('no captcha answer stored');
  return { sid, capcode };
}

const tracking = { app_from: 'cashpeso', user_from: 'facebook', utm_tag: 'replay' };

/** For each keyed call: a submit whose first send succeeds. */
const cases: Record<string, (context: Context) => Promise<Submit>> = {
  'bank-binding/bind-card-new': async ({ db }) => ({
    payload: { ...bankAccount, idempotencyKey: newKey() },
    effects: () => count(db, `SELECT count(*)::int AS n FROM bank_bindings WHERE source = 'bind-card-new'`),
  }),
  'bank-binding/card-change': async ({ db }) => ({
    payload: { ...bankAccount, idempotencyKey: newKey() },
    effects: () => count(db, `SELECT count(*)::int AS n FROM bank_bindings WHERE source = 'card-change'`),
  }),
  'loan-confirm-classic/loan-push': async ({ db }) => {
    const entry = confirmProduct('long-name');
    return {
      payload: { productId: entry.productId, loanAmount: entry.amount, periods: String(entry.periods), daysPerPeriod: String(entry.termUnit), idempotencyKey: newKey() },
      effects: () => ordersOfProduct(db, entry.productId),
    };
  },
  'loan-confirm/loan-detail-push': async ({ db }) => {
    const entry = confirmProduct('plain');
    return {
      payload: { productId: entry.productId, amount: entry.amount, periods: String(entry.periods), termUnit: String(entry.termUnit), idempotencyKey: newKey() },
      effects: () => ordersOfProduct(db, entry.productId),
    };
  },
  'loan-details/generate-vcode': async ({ db }) => {
    const order = repayOrder('overdue');
    return {
      payload: { productId: loanOrder('overdue').productId, orderId: order.orderId, amount: order.loanPlayDetail.repayAmount, isDelay: '0', channelNumber: '90006', idempotencyKey: newKey() },
      effects: () => count(db, 'SELECT count(*)::int AS n FROM payment_attempts'),
    };
  },
  'legacy-repay/repayment-commit': async ({ db, post }) => {
    const order = repayOrder('due-soon');
    const way = (await post('/api/v1/youmi/youmi-api/service/loan/repayment-way', { orderId: order.orderId })).json().data as { repayToken: string; bankCards: Record<string, string>[] };
    const card = way.bankCards[0]!;
    return {
      payload: { amount: order.loanPlayDetail.repayAmount, bankName: card.bankName!, cardId: card.id!, cardNo: card.cardNo!, couponId: '', orderId: order.orderId, repayToken: way.repayToken, bankCode: card.bankCode!, sendMsg: '1', idempotencyKey: newKey() },
      // A record and its SMS code: both are the effect.
      effects: async () => (await count(db, 'SELECT count(*)::int AS n FROM legacy_repay_records')) + (await count(db, 'SELECT count(*)::int AS n FROM sms_outbox')),
      rowsPerEffect: 2,
    };
  },
  'legacy-repay/repayment-confirm': async (context) => {
    const commit = await cases['legacy-repay/repayment-commit']!(context);
    const committed = (await context.post('/api/v1/youmi/youmi-api/service/loan/repayment-commit', commit.payload)).json();
    const repaymentRecordId = String(committed.data.repayRecordId);
    const [latest] = await readOutbox(context.db, { phone: maria.phone, limit: 1 });
    return {
      payload: { orderId: commit.payload.orderId!, repaymentRecordId, verifyCode: latest!.code!, idempotencyKey: newKey() },
      effects: () => count(context.db, `SELECT count(*)::int AS n FROM legacy_repay_records WHERE id = $1 AND status = 'confirmed'`, [repaymentRecordId]),
    };
  },
  'complaints/problem-save': async ({ db }) => ({
    payload: { problemType: '2', problemSonType: '', problemDetail: 'Replayed ten times.', problemImage: '', orderNo: loanOrder('overdue').orderId, idempotencyKey: newKey() },
    effects: () => count(db, 'SELECT count(*)::int AS n FROM complaints'),
  }),
  'complaints/save-score': async (context) => {
    const saved = await cases['complaints/problem-save']!(context);
    const problemId = String((await context.post('/user-problem/problem-save', saved.payload)).json().data.problemId);
    expect(await answerComplaint(context.db, problemId, 'Answered by customer service.', [])).toBe(true);
    return {
      payload: { problemId, score: '4', idempotencyKey: newKey() },
      effects: () => count(context.db, 'SELECT count(*)::int AS n FROM complaints WHERE id = $1::bigint AND score IS NOT NULL', [problemId]),
    };
  },
  'promotion/get-sms': async (context) => {
    const { phone, address } = freshVisitor();
    const { sid, capcode } = await visitorWithCaptcha(context, address);
    return {
      payload: { phone, capcode, sid, deviceId: sid, appName: 'ymgj', ...tracking, idempotencyKey: newKey() },
      address,
      // The SMS the local sender "sent": a replay must send none.
      effects: async () => (await readOutbox(context.db, { phone })).length,
    };
  },
  'promotion/register': async (context) => {
    const sms = await cases['promotion/get-sms']!(context);
    const sent = await context.post('/api/v2/youmi/promotion/get-sms', sms.payload, { anonymous: true, address: sms.address! });
    expect(sent.json().code, sent.body).toBe('0');
    const { phone, sid, capcode } = sms.payload as { phone: string; sid: string; capcode: string };
    const [message] = await readOutbox(context.db, { phone, limit: 1 });
    return {
      payload: {
        phone,
        capcode,
        sid,
        deviceId: sid,
        appName: 'ymgj',
        merchantNumber: '0',
        userName: phone,
        smsCode: message!.code!,
        invite_code: 'FRIEND10',
        id: '1001',
        ...tracking,
        idempotencyKey: newKey(),
      },
      address: sms.address!,
      effects: () => count(context.db, 'SELECT count(*)::int AS n FROM promo_registrations WHERE phone = $1', [phone]),
    };
  },
};

const calls = keyedCalls();

describe('the calls that take an idempotency key', () => {
  it('are found in schemas/api, and each has a replay case', () => {
    expect(calls.length).toBeGreaterThanOrEqual(11);
    const keys = calls.map((call) => call.key).sort();
    expect(keys.filter((key) => !(key in cases)), 'keyed calls with no replay case').toEqual([]);
    expect(Object.keys(cases).filter((key) => !keys.includes(key)), 'cases of calls that take no key').toEqual([]);
  });
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

function replayMatrix(name: string, open: () => Promise<{ db: Db; stop?: () => void }>) {
  describe(`ten replays of one key on ${name}`, () => {
    let stop: (() => void) | undefined;
    const context = {} as Context;

    beforeAll(async () => {
      const opened = await open();
      stop = opened.stop;
      context.db = opened.db;
      context.server = await testApp(opened.db, { callSources: { schemasDir: realApiDir } });
      context.post = (url, payload, options = {}) =>
        context.server.app.inject({
          method: 'POST',
          url: options.anonymous ? url : `${url}?${sessionQuery(maria.session)}`,
          payload: new URLSearchParams(payload).toString(),
          headers: form,
          ...(options.address ? { remoteAddress: options.address } : {}),
        });
    }, 120_000);

    // Each case starts from the seeded state (the previous case may have repaid or scored what this one needs).
    beforeEach(() => seed(context.db));

    afterAll(async () => {
      await context.server?.cleanup();
      await context.db?.close();
      stop?.();
    });

    it.each(calls.map((call) => [call.key, call] as const))('%s: one effect, and ten answers alike to the byte', async (_key, call) => {
      const submit = await cases[call.key]!(context);
      const before = await submit.effects();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => context.post(call.path, submit.payload, { anonymous: call.auth === 'none', ...(submit.address ? { address: submit.address } : {}) })),
      );
      const bodies = answers.map((answer) => answer.body);
      expect(answers[0]!.json().code, bodies[0]).toBe(call.successCode);
      expect(new Set(bodies), 'distinct answers').toEqual(new Set([bodies[0]]));
      const oneEffect = submit.rowsPerEffect ?? 1;
      expect((await submit.effects()) - before, 'effects in the database').toBe(oneEffect);
      // A late replay, after the ten have settled, is answered alike too.
      expect((await context.post(call.path, submit.payload, { anonymous: call.auth === 'none', ...(submit.address ? { address: submit.address } : {}) })).body).toBe(bodies[0]);
      expect((await submit.effects()) - before).toBe(oneEffect);
    });
  });
}

replayMatrix('PGlite', async () => {
  const db = await openDatabase({ memory: true });
  await migrate(db);
  await seed(db);
  return { db };
});

replayMatrix('PostgreSQL', async () => {
  const cluster: ThrowawayCluster = await startThrowawayCluster('borrower-pg-replay-');
  const db = await openDatabase({ databaseUrl: cluster.databaseUrl });
  await migrate(db);
  await seed(db);
  return { db, stop: () => cluster.stop() };
});
