// Issue 12, item 3: one picture code sends one SMS, and the funnel's rate limits (per sid, client address and
// phone) trip at their numbers, with their messages, shared by every server copy on one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { addressKey } from '../../server/domain/rate-limits.ts';
import { captchaAnswer, promotionCodes, rateLimits } from '../../server/domain/promotion.ts';
import getCaptchaCall from '../../schemas/api/promotion/get-captcha.json' with { type: 'json' };
import getSidCall from '../../schemas/api/promotion/get-sid.json' with { type: 'json' };
import getSmsCall from '../../schemas/api/promotion/get-sms.json' with { type: 'json' };
import registerCall from '../../schemas/api/promotion/register.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import { apiSchemasWith, seededMemoryDb, testApp, type TestApp } from './support.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

let db: Db;
let server: TestApp;
let twin: TestApp;

beforeAll(async () => {
  db = await seededMemoryDb();
  const schemasDir = await apiSchemasWith(['promotion']);
  server = await testApp(db, { callSources: { schemasDir } });
  // A second server copy on the same database, as behind a load balancer.
  twin = await testApp(db, { callSources: { schemasDir } });
});
afterAll(async () => {
  await twin?.cleanup();
  await server?.cleanup();
  await db?.close();
});

let addressCounter = 0;
/** An address no other test uses, unless a test passes its own. */
function freshAddress(): string {
  addressCounter += 1;
  return `10.2.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

let phoneCounter = 0;
function freshPhone(): string {
  phoneCounter += 1;
  return `0918${String(phoneCounter).padStart(7, '0')}`;
}

type Where = { address?: string; app?: TestApp };

function get(path: string, query: Record<string, string>, { address = freshAddress(), app = server }: Where = {}) {
  const search = new URLSearchParams(query).toString();
  return app.app.inject({ method: 'GET', url: search ? `${path}?${search}` : path, remoteAddress: address });
}

function post(path: string, payload: Record<string, string | number>, { address = freshAddress(), app = server }: Where = {}) {
  const body = new URLSearchParams(Object.entries(payload).map(([name, value]) => [name, String(value)])).toString();
  return app.app.inject({ method: 'POST', url: path, payload: body, headers: form, remoteAddress: address });
}

async function newSid(where: Where = {}): Promise<string> {
  const answer = (await get(getSidCall['x-call'].path, {}, where)).json();
  expect(answer.code).toBe('0');
  return answer.data.sid as string;
}

let stamp = 0;
/** Draws an image for the sid and answers its answer. */
async function drawCaptcha(sid: string, where: Where = {}): Promise<string> {
  stamp += 1;
  const reply = await get(getCaptchaCall['x-call'].path, { sid, timestamp: String(stamp) }, where);
  expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
  const answer = await captchaAnswer(db, sid);
  if (!answer) throw new Error('no captcha answer stored');
  return answer;
}

async function sidWithCaptcha(where: Where = {}): Promise<{ sid: string; answer: string }> {
  const sid = await newSid(where);
  return { sid, answer: await drawCaptcha(sid, where) };
}

function smsRequest(phone: string, sid: string, capcode: string, where: Where = {}) {
  return post(getSmsCall['x-call'].path, { phone, capcode, sid, deviceId: sid, appName: 'ymgj', app_from: '', user_from: '', utm_tag: '' }, where);
}

function registerRequest(phone: string, sid: string, capcode: string, smsCode: string, where: Where = {}) {
  return post(
    registerCall['x-call'].path,
    { phone, capcode, sid, deviceId: sid, appName: 'ymgj', merchantNumber: 0, userName: phone, smsCode, invite_code: '', user_from: '', id: '1001', app_from: '', utm_tag: '' },
    where,
  );
}

async function outboxCount(phone: string): Promise<number> {
  return (await db.query('SELECT 1 FROM sms_outbox WHERE phone = $1', [phone])).rows.length;
}

async function latestCode(phone: string): Promise<string> {
  const { rows } = await db.query<{ code: string }>('SELECT code FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1', [phone]);
  return rows[0]!.code;
}

/** Lets the 60 s per-phone rule pass without waiting (the hourly limits still count). */
async function pretendMinutePassed(phone: string) {
  await db.query(`UPDATE promo_sms_codes SET sent_at = sent_at - interval '61 seconds' WHERE phone = $1`, [phone]);
}

const wrong = (answer: string) => (answer === 'zzzz' ? 'yyyy' : 'zzzz');

describe('one picture code, one SMS', () => {
  it('refuses a second get-sms with the same answer, to another phone, with 101 and the new-picture message, and sends nothing', async () => {
    const [first, second] = [freshPhone(), freshPhone()];
    const { sid, answer } = await sidWithCaptcha();
    expect((await smsRequest(first, sid, answer)).json()).toEqual({ code: '0', message: 'success', data: {} });
    expect((await smsRequest(second, sid, answer)).json()).toEqual({ code: promotionCodes.captchaWrong, message: catalog['promo.server.captchaUsed'] });
    expect(catalog['promo.server.captchaUsed']).toMatch(/new picture code/);
    expect(await outboxCount(second)).toBe(0);
    expect(await outboxCount(first)).toBe(1);

    // The same phone after its 60 s: still a new picture first.
    await pretendMinutePassed(first);
    expect((await smsRequest(first, sid, answer)).json().code).toBe('101');
    expect(await outboxCount(first)).toBe(1);

    // The page registers with the picture code that sent the SMS code: that still works.
    expect((await registerRequest(first, sid, answer, await latestCode(first))).json().code).toBe('0');
  });

  it('sends again once a new image is drawn for the sid', async () => {
    const [first, second] = [freshPhone(), freshPhone()];
    const { sid, answer } = await sidWithCaptcha();
    expect((await smsRequest(first, sid, answer)).json().code).toBe('0');
    const next = await drawCaptcha(sid);
    expect((await smsRequest(second, sid, next)).json().code).toBe('0');
    expect(await outboxCount(second)).toBe(1);
  });

  it('sends one SMS when two phones ask with one answer at once, on two server copies', async () => {
    const phones = [freshPhone(), freshPhone()];
    const { sid, answer } = await sidWithCaptcha();
    const replies = await Promise.all([smsRequest(phones[0]!, sid, answer), smsRequest(phones[1]!, sid, answer, { app: twin })]);
    expect(replies.map((reply) => reply.json().code).sort()).toEqual(['0', '101']);
    expect((await outboxCount(phones[0]!)) + (await outboxCount(phones[1]!))).toBe(1);
  });

  it('keeps the answer usable when the 60 s rule refuses the send', async () => {
    const phone = freshPhone();
    const a = await sidWithCaptcha();
    expect((await smsRequest(phone, a.sid, a.answer)).json().code).toBe('0');
    const b = await sidWithCaptcha();
    expect((await smsRequest(phone, b.sid, b.answer)).json()).toEqual({ code: '102', message: catalog['promo.smsRepeat'] });
    // Nothing was sent with b's image, so it may still send one code.
    expect((await smsRequest(freshPhone(), b.sid, b.answer)).json().code).toBe('0');
  });
});

describe('the rate limits', () => {
  it('are the numbers the README states', () => {
    expect(rateLimits).toEqual({
      sidPerAddress: { max: 30, windowSeconds: 600 },
      captchaPerSid: { max: 20, windowSeconds: 600 },
      captchaPerAddress: { max: 60, windowSeconds: 600 },
      wrongCaptchaPerSid: { max: 5, windowSeconds: 3600 },
      wrongCaptchaPerAddress: { max: 20, windowSeconds: 3600 },
      smsPerPhone: { max: 5, windowSeconds: 3600 },
      smsPerSid: { max: 5, windowSeconds: 3600 },
      smsPerAddress: { max: 10, windowSeconds: 3600 },
    });
  });

  it('get-sid: refuses the address its 31st sid in 10 minutes with 106, counted across server copies; another address goes on', async () => {
    const address = freshAddress();
    for (let i = 0; i < rateLimits.sidPerAddress.max; i += 1) {
      const reply = await get(getSidCall['x-call'].path, {}, { address, app: i % 2 === 0 ? server : twin });
      expect(reply.json().code, `sid ${i + 1}`).toBe('0');
    }
    for (const app of [server, twin]) {
      expect((await get(getSidCall['x-call'].path, {}, { address, app })).json()).toEqual({ code: promotionCodes.tooManyRequests, message: catalog['promo.server.tooManyRequests'] });
    }
    expect((await get(getSidCall['x-call'].path, {}, { address: freshAddress() })).json().code).toBe('0');
  });

  it('get-sid: an IPv6 client counts by its /64', async () => {
    for (let i = 0; i < rateLimits.sidPerAddress.max; i += 1) {
      expect((await get(getSidCall['x-call'].path, {}, { address: `2001:db8:1:2::${(i + 1).toString(16)}` })).json().code).toBe('0');
    }
    expect((await get(getSidCall['x-call'].path, {}, { address: '2001:db8:1:2:ffff::1' })).json().code).toBe(promotionCodes.tooManyRequests);
    expect((await get(getSidCall['x-call'].path, {}, { address: '2001:db8:1:3::1' })).json().code).toBe('0');
  });

  it('get-captcha: refuses a sid its 21st image in 10 minutes, whatever the address, with an envelope', async () => {
    const sid = await newSid();
    for (let i = 0; i < rateLimits.captchaPerSid.max; i += 1) await drawCaptcha(sid);
    const refused = await get(getCaptchaCall['x-call'].path, { sid, timestamp: '1' });
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({ code: promotionCodes.tooManyRequests, message: catalog['promo.server.tooManyRequests'] });
  });

  it('get-captcha: refuses an address its 61st image in 10 minutes, over several sids', async () => {
    const address = freshAddress();
    const sids = await Promise.all([1, 2, 3, 4].map(() => newSid()));
    for (let i = 0; i < rateLimits.captchaPerAddress.max; i += 1) await drawCaptcha(sids[i % sids.length]!, { address });
    const refused = await get(getCaptchaCall['x-call'].path, { sid: sids[0]!, timestamp: '1' }, { address });
    expect(refused.json()).toEqual({ code: promotionCodes.tooManyRequests, message: catalog['promo.server.tooManyRequests'] });
    expect((await get(getCaptchaCall['x-call'].path, { sid: sids[0]!, timestamp: '2' })).statusCode).toBe(200);
  });

  it('wrong picture codes: after 5 for a sid, no answer is checked, the right one neither (105), in get-sms and register', async () => {
    const { sid } = await sidWithCaptcha();
    const phone = freshPhone();
    for (let i = 0; i < rateLimits.wrongCaptchaPerSid.max; i += 1) {
      const answer = await drawCaptcha(sid);
      const reply = i % 2 === 0 ? await smsRequest(phone, sid, wrong(answer)) : await registerRequest(phone, sid, wrong(answer), '123456');
      expect(reply.json().code, `wrong answer ${i + 1}`).toBe(i % 2 === 0 ? '101' : '-1');
    }
    const answer = await drawCaptcha(sid);
    const limited = { code: promotionCodes.captchaWrongLimit, message: catalog['promo.server.captchaTooManyWrong'] };
    expect((await smsRequest(phone, sid, answer)).json()).toEqual(limited);
    expect((await registerRequest(phone, sid, answer, '123456')).json()).toEqual(limited);
    expect(await outboxCount(phone)).toBe(0);
  });

  it('wrong picture codes: after 20 from an address, its answers are refused on any sid (105)', async () => {
    const address = freshAddress();
    for (let i = 0; i < rateLimits.wrongCaptchaPerAddress.max; i += 1) {
      const { sid, answer } = await sidWithCaptcha();
      expect((await smsRequest(freshPhone(), sid, wrong(answer), { address })).json().code, `wrong answer ${i + 1}`).toBe('101');
    }
    const { sid, answer } = await sidWithCaptcha();
    const phone = freshPhone();
    expect((await smsRequest(phone, sid, answer, { address })).json()).toEqual({ code: promotionCodes.captchaWrongLimit, message: catalog['promo.server.captchaTooManyWrong'] });
    expect(await outboxCount(phone)).toBe(0);
    // Another address with the same sid and answer is not held back.
    expect((await smsRequest(phone, sid, answer)).json().code).toBe('0');
  });

  it('get-sms: a phone gets 5 codes an hour, then 104 with its message and no SMS', async () => {
    const phone = freshPhone();
    for (let i = 0; i < rateLimits.smsPerPhone.max; i += 1) {
      const { sid, answer } = await sidWithCaptcha();
      expect((await smsRequest(phone, sid, answer)).json().code, `code ${i + 1}`).toBe('0');
      await pretendMinutePassed(phone);
    }
    const { sid, answer } = await sidWithCaptcha();
    expect((await smsRequest(phone, sid, answer)).json()).toEqual({ code: promotionCodes.smsLimit, message: catalog['promo.server.smsPhoneLimit'] });
    expect(await outboxCount(phone)).toBe(rateLimits.smsPerPhone.max);
    // The refusal did not use up the image: another phone can still get its code with it.
    expect((await smsRequest(freshPhone(), sid, answer)).json().code).toBe('0');
  });

  it('get-sms: a sid sends 5 codes an hour, then 104', async () => {
    const sid = await newSid();
    for (let i = 0; i < rateLimits.smsPerSid.max; i += 1) {
      expect((await smsRequest(freshPhone(), sid, await drawCaptcha(sid))).json().code, `code ${i + 1}`).toBe('0');
    }
    const phone = freshPhone();
    expect((await smsRequest(phone, sid, await drawCaptcha(sid))).json()).toEqual({ code: promotionCodes.smsLimit, message: catalog['promo.server.smsClientLimit'] });
    expect(await outboxCount(phone)).toBe(0);
  });

  it('get-sms: an address sends 10 codes an hour, counted across server copies, then 104', async () => {
    const address = freshAddress();
    for (let i = 0; i < rateLimits.smsPerAddress.max; i += 1) {
      const { sid, answer } = await sidWithCaptcha();
      expect((await smsRequest(freshPhone(), sid, answer, { address, app: i % 2 === 0 ? server : twin })).json().code, `code ${i + 1}`).toBe('0');
    }
    const { sid, answer } = await sidWithCaptcha();
    const phone = freshPhone();
    expect((await smsRequest(phone, sid, answer, { address, app: twin })).json()).toEqual({ code: promotionCodes.smsLimit, message: catalog['promo.server.smsClientLimit'] });
    expect(await outboxCount(phone)).toBe(0);
  });

  it('slides: the previous window still counts, two windows back no longer does, and spent rows are swept', async () => {
    const address = freshAddress();
    const key = addressKey(address);
    for (let i = 0; i < rateLimits.sidPerAddress.max; i += 1) await newSid({ address });
    // The hits of the previous window weigh in by how much of it lies within the last 10 minutes (a share this
    // test cannot choose, so the count it moves there is large enough to be over at any share but the last ms).
    await db.query(`UPDATE rate_limit_hits SET window_start = window_start - interval '10 minutes', hits = 1000000 WHERE bucket = 'sidPerAddress' AND key = $1`, [key]);
    expect((await get(getSidCall['x-call'].path, {}, { address })).json().code).toBe(promotionCodes.tooManyRequests);
    await db.query(`UPDATE rate_limit_hits SET window_start = window_start - interval '20 minutes', expires_at = now() - interval '1 second' WHERE bucket = 'sidPerAddress' AND key = $1`, [key]);
    expect((await get(getSidCall['x-call'].path, {}, { address })).json().code).toBe('0');
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rate_limit_hits WHERE expires_at < now()`);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('addressKey', () => {
  it('keys IPv4 as is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
