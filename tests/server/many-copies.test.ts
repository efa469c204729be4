// Issue 25, part 2: three copies of the server (child processes) on ONE PostgreSQL and ONE S3 bucket, behind the
// round-robin front (scripts/ops/round-robin-front.ts), as a deployment runs them. Across copies: ten taps of every
// effectful call make one effect, a picture code works once, the SMS limits count every copy's sends, an image
// uploaded through one copy is served by another, sids and sessions work on any copy; and copies started at the
// same moment migrate once and seed once.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readMigrations } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed.ts';
import { answerComplaint } from '../../server/domain/complaints.ts';
import { captchaAnswer, promotionCodes, rateLimits } from '../../server/domain/promotion.ts';
import { readOutbox } from '../../server/sms/outbox-sender.ts';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import demo from '../../schemas/fixtures/demo.json' with { type: 'json' };
import confirmCorpus from '../../schemas/fixtures/loan-confirm.json' with { type: 'json' };
import loanCorpus from '../../schemas/fixtures/loan-details.json' with { type: 'json' };
import loanDetailsCall from '../../schemas/api/loan-details/loan-details.json' with { type: 'json' };
import repaymentCorpus from '../../schemas/fixtures/repayment.json' with { type: 'json' };
import { count } from './repayment-support.ts';
import { startCopies, type Copies } from './many-copies-support.ts';
import { jose, maria, multipart, realApiDir, sessionQuery } from './support.ts';

const copiesCount = 3;
let copies: Copies;

beforeAll(async () => {
  copies = await startCopies(copiesCount);
}, 300_000);
afterAll(async () => {
  await copies?.stop();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

interface Answer {
  status: number;
  body: string;
  /** The copy that answered (the front's X-Served-By). */
  copy: number;
  json(): { code: unknown; message?: string; data: Record<string, unknown> };
}

async function answerOf(response: Response): Promise<Answer> {
  const body = await response.text();
  return { status: response.status, body, copy: Number(response.headers.get('x-served-by')), json: () => JSON.parse(body) };
}

/** Through the front, or straight to one copy; `address` is the client's (the front passes it in X-Forwarded-For). */
async function post(url: string, payload: Record<string, string>, options: { anonymous?: boolean; address?: string; base?: string; session?: Record<string, string> } = {}): Promise<Answer> {
  const target = `${options.base ?? copies.front.url}${url}${options.anonymous ? '' : `?${sessionQuery(options.session ?? maria.session)}`}`;
  return answerOf(await fetch(target, { method: 'POST', body: new URLSearchParams(payload).toString(), headers: { ...form, ...(options.address ? { 'x-forwarded-for': options.address } : {}) } }));
}

async function get(url: string, query: Record<string, string>, options: { address?: string; base?: string } = {}): Promise<Answer> {
  const search = new URLSearchParams(query).toString();
  return answerOf(await fetch(`${options.base ?? copies.front.url}${url}${search ? `?${search}` : ''}`, { headers: options.address ? { 'x-forwarded-for': options.address } : {} }));
}

describe('copies started at the same moment', () => {
  it('migrated once and seeded once, and all three answer ready', async () => {
    const migrations = await readMigrations();
    const { rows } = await copies.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
    expect(await count(copies.db, 'SELECT count(*)::int AS n FROM borrowers')).toBe(demo.borrowers.length);
    expect(await count(copies.db, 'SELECT count(*)::int AS n FROM sessions')).toBe(demo.borrowers.length);
    expect(await count(copies.db, 'SELECT count(*)::int AS n FROM customer_service_contact')).toBe(1);
    for (const copy of copies.copies) expect((await fetch(`${copy.url}/readyz`)).status).toBe(200);
  });
});

// ---- Ten taps of every keyed call, spread over the copies (the discovery and the cases of idempotency-replay.test.ts,
// sent over HTTP through the front instead of in-process).

interface KeyedCall {
  key: string;
  path: string;
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
    return [{ key, path: call.path as string, auth: (call.auth as string | undefined) ?? 'borrower', successCode: call.successCode ?? '00' }];
  });
}

interface Submit {
  payload: Record<string, string>;
  address?: string;
  effects(): Promise<number>;
  rowsPerEffect?: number;
}

let keyCounter = 0;
const newKey = () => `copies-${Date.now()}-${(keyCounter += 1)}`;
let visitorCounter = 0;
/** A phone no test registered, and an address of its own. */
const freshVisitor = () => {
  visitorCounter += 1;
  return { phone: `0916${String(9_000_000 + visitorCounter).slice(-7)}`, address: `10.25.${Math.floor(visitorCounter / 250)}.${(visitorCounter % 250) + 1}` };
};

const confirmProduct = (key: string) => confirmCorpus.products.find((entry) => entry.key === key)!;
const repayOrder = (key: string) => repaymentCorpus.orders.find((entry) => entry.key === key)!;
const loanOrder = (key: string) => loanCorpus.orders.find((entry) => entry.key === key)!;
const bankAccount = { product_id: '101', bankCode: 'BPI', bankAccountNo: '1234567890123456', accountName: 'Maria Santos', address: 'NCR/Metro Manila/Makati', salaryDay: '15' };
const ordersOfProduct = (productId: string) => count(copies.db, 'SELECT count(*)::int AS n FROM loan_orders WHERE product_id = $1', [productId]);
const tracking = { app_from: 'cashpeso', user_from: 'facebook', utm_tag: 'copies' };

/** A sid from one copy and its picture drawn by the next (the front turns): the sid lives in the database. */
async function visitorWithCaptcha(address: string): Promise<{ sid: string; capcode: string }> {
  const sid = (await get('/api/v2/youmi/promotion/get-sid', {}, { address })).json().data.sid as string;
  await get('/api/v2/youmi/promotion/get-captcha', { sid, timestamp: String(Date.now()) }, { address });
  const capcode = await captchaAnswer(copies.db, sid);
  if (!capcode) throw new Error('no captcha answer stored');
  return { sid, capcode };
}

const cases: Record<string, () => Promise<Submit>> = {
  'bank-binding/bind-card-new': async () => ({
    payload: { ...bankAccount, idempotencyKey: newKey() },
    effects: () => count(copies.db, `SELECT count(*)::int AS n FROM bank_bindings WHERE source = 'bind-card-new'`),
  }),
  'bank-binding/card-change': async () => ({
    payload: { ...bankAccount, idempotencyKey: newKey() },
    effects: () => count(copies.db, `SELECT count(*)::int AS n FROM bank_bindings WHERE source = 'card-change'`),
  }),
  'loan-confirm-classic/loan-push': async () => {
    const entry = confirmProduct('long-name');
    return {
      payload: { productId: entry.productId, loanAmount: entry.amount, periods: String(entry.periods), daysPerPeriod: String(entry.termUnit), idempotencyKey: newKey() },
      effects: () => ordersOfProduct(entry.productId),
    };
  },
  'loan-confirm/loan-detail-push': async () => {
    const entry = confirmProduct('plain');
    return {
      payload: { productId: entry.productId, amount: entry.amount, periods: String(entry.periods), termUnit: String(entry.termUnit), idempotencyKey: newKey() },
      effects: () => ordersOfProduct(entry.productId),
    };
  },
  'loan-details/generate-vcode': async () => {
    const order = repayOrder('overdue');
    return {
      payload: { productId: loanOrder('overdue').productId, orderId: order.orderId, amount: order.loanPlayDetail.repayAmount, isDelay: '0', channelNumber: '90006', idempotencyKey: newKey() },
      effects: () => count(copies.db, 'SELECT count(*)::int AS n FROM payment_attempts'),
    };
  },
  'legacy-repay/repayment-commit': async () => {
    const order = repayOrder('due-soon');
    const way = (await post('/api/v1/youmi/youmi-api/service/loan/repayment-way', { orderId: order.orderId })).json().data as { repayToken: string; bankCards: Record<string, string>[] };
    const card = way.bankCards[0]!;
    return {
      payload: { amount: order.loanPlayDetail.repayAmount, bankName: card.bankName!, cardId: card.id!, cardNo: card.cardNo!, couponId: '', orderId: order.orderId, repayToken: way.repayToken, bankCode: card.bankCode!, sendMsg: '1', idempotencyKey: newKey() },
      effects: async () => (await count(copies.db, 'SELECT count(*)::int AS n FROM legacy_repay_records')) + (await count(copies.db, 'SELECT count(*)::int AS n FROM sms_outbox')),
      rowsPerEffect: 2,
    };
  },
  'legacy-repay/repayment-confirm': async () => {
    const commit = await cases['legacy-repay/repayment-commit']!();
    const committed = (await post('/api/v1/youmi/youmi-api/service/loan/repayment-commit', commit.payload)).json();
    const repaymentRecordId = String(committed.data.repayRecordId);
    const [latest] = await readOutbox(copies.db, { phone: maria.phone, limit: 1 });
    return {
      payload: { orderId: commit.payload.orderId!, repaymentRecordId, verifyCode: latest!.code!, idempotencyKey: newKey() },
      effects: () => count(copies.db, `SELECT count(*)::int AS n FROM legacy_repay_records WHERE id = $1 AND status = 'confirmed'`, [repaymentRecordId]),
    };
  },
  'complaints/problem-save': async () => ({
    payload: { problemType: '2', problemSonType: '', problemDetail: 'Tapped ten times over three copies.', problemImage: '', orderNo: loanOrder('overdue').orderId, idempotencyKey: newKey() },
    effects: () => count(copies.db, 'SELECT count(*)::int AS n FROM complaints'),
  }),
  'complaints/save-score': async () => {
    const saved = await cases['complaints/problem-save']!();
    const problemId = String((await post('/user-problem/problem-save', saved.payload)).json().data.problemId);
    expect(await answerComplaint(copies.db, problemId, 'Answered by customer service.', [])).toBe(true);
    return {
      payload: { problemId, score: '4', idempotencyKey: newKey() },
      effects: () => count(copies.db, 'SELECT count(*)::int AS n FROM complaints WHERE id = $1::bigint AND score IS NOT NULL', [problemId]),
    };
  },
  'promotion/get-sms': async () => {
    const { phone, address } = freshVisitor();
    const { sid, capcode } = await visitorWithCaptcha(address);
    return {
      payload: { phone, capcode, sid, deviceId: sid, appName: 'ymgj', ...tracking, idempotencyKey: newKey() },
      address,
      effects: async () => (await readOutbox(copies.db, { phone })).length,
    };
  },
  'promotion/register': async () => {
    const sms = await cases['promotion/get-sms']!();
    const sent = await post('/api/v2/youmi/promotion/get-sms', sms.payload, { anonymous: true, address: sms.address! });
    expect(sent.json().code, sent.body).toBe('0');
    const { phone, sid, capcode } = sms.payload as { phone: string; sid: string; capcode: string };
    const [message] = await readOutbox(copies.db, { phone, limit: 1 });
    return {
      payload: { phone, capcode, sid, deviceId: sid, appName: 'ymgj', merchantNumber: '0', userName: phone, smsCode: message!.code!, invite_code: 'FRIEND10', id: '1001', ...tracking, idempotencyKey: newKey() },
      address: sms.address!,
      effects: () => count(copies.db, 'SELECT count(*)::int AS n FROM promo_registrations WHERE phone = $1', [phone]),
    };
  },
};

const calls = keyedCalls();

describe('ten taps of one key, spread over three copies', () => {
  it('covers every call of schemas/api that takes an idempotency key', () => {
    expect(calls.length).toBeGreaterThanOrEqual(11);
    const keys = calls.map((call) => call.key).sort();
    expect(keys.filter((key) => !(key in cases)), 'keyed calls with no case').toEqual([]);
    expect(Object.keys(cases).filter((key) => !keys.includes(key)), 'cases of calls that take no key').toEqual([]);
  });

  // Each case starts from the seeded state (the previous one may have repaid or scored what this one needs).
  beforeEach(() => seed(copies.db));

  it.each(calls.map((call) => [call.key, call] as const))('%s: one effect, and ten answers alike to the byte', async (_key, call) => {
    const submit = await cases[call.key]!();
    const before = await submit.effects();
    const send = () => post(call.path, submit.payload, { anonymous: call.auth === 'none', ...(submit.address ? { address: submit.address } : {}) });
    const answers = await Promise.all(Array.from({ length: 10 }, send));
    const bodies = answers.map((answer) => answer.body);
    expect(answers[0]!.json().code, bodies[0]).toBe(call.successCode);
    expect(new Set(answers.map((answer) => answer.copy)).size, 'copies that answered').toBe(copiesCount);
    expect(new Set(bodies), 'distinct answers').toEqual(new Set([bodies[0]]));
    const oneEffect = submit.rowsPerEffect ?? 1;
    expect((await submit.effects()) - before, 'effects in the database').toBe(oneEffect);
    expect((await send()).body).toBe(bodies[0]);
    expect((await submit.effects()) - before).toBe(oneEffect);
  });
});

// ---- The promotion funnel across copies.

const getSms = (phone: string, sid: string, capcode: string, address: string, base?: string) =>
  post('/api/v2/youmi/promotion/get-sms', { phone, capcode, sid, deviceId: sid, appName: 'ymgj', app_from: '', user_from: '', utm_tag: '' }, { anonymous: true, address, ...(base ? { base } : {}) });

describe('the promotion funnel over three copies', () => {
  it('a sid made on one copy gets its picture on a second and its SMS on a third; that picture code then works on no copy', async () => {
    const { address } = freshVisitor();
    const [first, second, third] = copies.copies.map((copy) => copy.url) as [string, string, string];
    const sid = (await get('/api/v2/youmi/promotion/get-sid', {}, { address, base: first })).json().data.sid as string;
    const picture = await get('/api/v2/youmi/promotion/get-captcha', { sid, timestamp: '1' }, { address, base: second });
    expect(picture.status).toBe(200);
    const capcode = (await captchaAnswer(copies.db, sid))!;
    const phone = freshVisitor().phone;
    expect((await getSms(phone, sid, capcode, address, third)).json()).toEqual({ code: '0', message: 'success', data: {} });
    for (const base of [first, second, third]) {
      const again = await getSms(freshVisitor().phone, sid, capcode, address, base);
      expect(again.json()).toEqual({ code: promotionCodes.captchaWrong, message: catalog['promo.server.captchaUsed'] });
    }
    expect((await readOutbox(copies.db, { phone })).length).toBe(1);
  });

  it('counts the SMS codes of one sid sent by every copy: the sixth is refused on whichever copy gets it', async () => {
    const { address } = freshVisitor();
    const sid = (await get('/api/v2/youmi/promotion/get-sid', {}, { address })).json().data.sid as string;
    const served = new Set<number>();
    for (let i = 0; i < rateLimits.smsPerSid.max; i += 1) {
      await get('/api/v2/youmi/promotion/get-captcha', { sid, timestamp: String(i) }, { address });
      const sent = await getSms(freshVisitor().phone, sid, (await captchaAnswer(copies.db, sid))!, address);
      expect(sent.json().code, `SMS ${i + 1}`).toBe('0');
      served.add(sent.copy);
    }
    expect(served.size, 'copies that sent').toBe(copiesCount);
    await get('/api/v2/youmi/promotion/get-captcha', { sid, timestamp: String(rateLimits.smsPerSid.max) }, { address });
    const refused = await getSms(freshVisitor().phone, sid, (await captchaAnswer(copies.db, sid))!, address);
    expect(refused.json().code).toBe(promotionCodes.smsLimit);
  });
});

// ---- Uploads and sessions.

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('uploads and sessions over three copies', () => {
  it('serves through every copy an image uploaded through one, to its uploader only', async () => {
    const [first, ...others] = copies.copies.map((copy) => copy.url) as [string, ...string[]];
    const { payload, headers } = multipart([{ name: 'problemImage', filename: 'a.png', type: 'image/png', value: png }]);
    const uploaded = await answerOf(await fetch(`${first}/user-problem/upload-problem-img?${sessionQuery()}`, { method: 'POST', body: new Uint8Array(payload), headers }));
    expect(uploaded.json().code, uploaded.body).toBe('00');
    const url = uploaded.json().data.url as string;
    for (const base of others) {
      const served = await fetch(`${base}${url}?${sessionQuery()}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
      expect((await fetch(`${base}${url}?${sessionQuery(jose.session)}`)).status).toBe(404);
    }
  });

  it('answers a borrower alike on every copy, and refuses an unknown session on every copy', async () => {
    const order = loanOrder('overdue');
    const answers = await Promise.all(copies.copies.map((copy) => post('/diving/v3/loan-details/loan-details', { productId: order.productId, orderId: order.orderId }, { base: copy.url })));
    expect(answers[0]!.json().code, answers[0]!.body).toBe(loanDetailsCall['x-call'].successCode);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const stranger = { ...maria.session, sessionId: 'no-such-session' };
    for (const copy of copies.copies) {
      const refused = await post('/diving/v3/loan-details/loan-details', { productId: order.productId, orderId: order.orderId }, { base: copy.url, session: stranger });
      expect(refused.json().code).not.toBe(loanDetailsCall['x-call'].successCode);
    }
  });
});
