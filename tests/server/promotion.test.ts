import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import { captchaAnswer, limits } from '../../server/domain/promotion.ts';
import channelTemplateCall from '../../schemas/api/channel/channel-template.json' with { type: 'json' };
import getCaptchaCall from '../../schemas/api/promotion/get-captcha.json' with { type: 'json' };
import getSidCall from '../../schemas/api/promotion/get-sid.json' with { type: 'json' };
import getSmsCall from '../../schemas/api/promotion/get-sms.json' with { type: 'json' };
import registerCall from '../../schemas/api/promotion/register.json' with { type: 'json' };
import trackClickCall from '../../schemas/api/promotion/track-click.json' with { type: 'json' };
import trackVisitCall from '../../schemas/api/promotion/track-visit.json' with { type: 'json' };
import corpus from '../../schemas/fixtures/promotion.json' with { type: 'json' };
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import { apiSchemasWith, seededMemoryDb, testApp, type TestApp } from './support.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const logLines: string[] = [];

let db: Db;
let server: TestApp;

beforeAll(async () => {
  db = await seededMemoryDb();
  server = await testApp(db, {
    callSources: { schemasDir: await apiSchemasWith(['promotion', 'channel']) },
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
});
afterAll(async () => {
  await server?.cleanup();
  await db?.close();
});

// Each request comes from its own address, so these tests of the funnel's steps stay clear of the per-address
// rate limits (promotion-limits.test.ts tests those).
let addressCounter = 0;
function nextAddress(): string {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

function get(path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return server.app.inject({ method: 'GET', url: search ? `${path}?${search}` : path, remoteAddress: nextAddress() });
}

function post(path: string, payload: Record<string, string | number>) {
  const body = new URLSearchParams(Object.entries(payload).map(([name, value]) => [name, String(value)])).toString();
  return server.app.inject({ method: 'POST', url: path, payload: body, headers: form, remoteAddress: nextAddress() });
}

async function rowsOf<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}

/** A sid with a captcha image drawn for it, and that image's answer. */
async function sidWithCaptcha(): Promise<{ sid: string; answer: string }> {
  const sid = (await get(getSidCall['x-call'].path)).json().data.sid as string;
  expect((await get(getCaptchaCall['x-call'].path, { sid, timestamp: String(Date.now()) })).statusCode).toBe(200);
  const answer = await captchaAnswer(db, sid);
  if (!answer) throw new Error('no captcha answer stored');
  return { sid, answer };
}

const tracking = { app_from: 'cashpeso', user_from: 'facebook', utm_tag: 'summer' };

function smsRequest(phone: string, sid: string, capcode: string) {
  return post(getSmsCall['x-call'].path, { phone, capcode, sid, deviceId: sid, appName: 'ymgj', ...tracking });
}

function registerRequest(phone: string, sid: string, capcode: string, smsCode: string) {
  return post(registerCall['x-call'].path, {
    phone,
    capcode,
    sid,
    deviceId: sid,
    appName: 'ymgj',
    merchantNumber: 0,
    userName: phone,
    smsCode,
    invite_code: 'FRIEND10',
    user_from: tracking.user_from,
    id: '1001',
    app_from: tracking.app_from,
    utm_tag: tracking.utm_tag,
  });
}

async function latestCode(phone: string): Promise<string> {
  const [row] = await rowsOf<{ code: string }>('SELECT code FROM sms_outbox WHERE phone = $1 ORDER BY id DESC LIMIT 1', [phone]);
  if (!row) throw new Error(`no SMS for ${phone}`);
  return row.code;
}

/** Lets the 60 s limit pass without waiting. */
async function pretendMinutePassed(phone: string) {
  await db.query(`UPDATE promo_sms_codes SET sent_at = sent_at - interval '61 seconds' WHERE phone = $1`, [phone]);
}

describe('GET channel-template', () => {
  const path = channelTemplateCall['x-call'].path;

  it.each(corpus.templates.filter((t) => t.enabled).map((t) => [t.template.id, t.template] as const))('answers template %s with code 00, as seeded', async (id, template) => {
    const answer = await get(path, { templateId: id });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: '00', message: 'success', data: template });
  });

  it('answers a disabled template and an unknown id with a non-00 code and a message', async () => {
    const ended = corpus.templates.find((t) => !t.enabled)!.template.id;
    expect((await get(path, { templateId: ended })).json()).toEqual({ code: '02', message: catalog['promo.server.templateEnded'] });
    expect((await get(path, { templateId: '999999' })).json()).toEqual({ code: '01', message: catalog['promo.server.templateNotFound'] });
  });

  it('reads the database on every call, and needs no session', async () => {
    await db.query(`UPDATE promo_templates SET content = jsonb_set(content, '{title}', '"Changed"') WHERE id = '1002'`);
    expect((await get(path, { templateId: '1002' })).json().data.title).toBe('Changed');
    await db.query(`UPDATE promo_templates SET content = $1 WHERE id = '1002'`, [JSON.stringify(corpus.templates[1]!.template)]);
  });

  it('refuses an id that is not digits', async () => {
    expect((await get(path, { templateId: '1 OR 1=1' })).statusCode).toBe(400);
  });
});

describe('track-visit and track-click', () => {
  it('stores a visit with what the page sent', async () => {
    const answer = await get(trackVisitCall['x-call'].path, { page_id: '1001', client_type: 'ios', page_type: '1', ...tracking });
    expect(answer.json()).toEqual({ code: '0', message: 'success', data: {} });
    const [visit] = await rowsOf('SELECT page_id, page_type, client_type, user_from, app_from, utm_tag FROM promo_visits ORDER BY id DESC LIMIT 1');
    expect(visit).toEqual({ page_id: '1001', page_type: 1, client_type: 'ios', ...tracking });
  });

  it('stores a click with the phone', async () => {
    const answer = await get(trackClickCall['x-call'].path, { page_id: '1002', client_type: 'android', page_type: '1', phone: '09170000001', ...tracking });
    expect(answer.json().code).toBe('0');
    const [click] = await rowsOf('SELECT page_id, client_type, phone FROM promo_clicks ORDER BY id DESC LIMIT 1');
    expect(click).toEqual({ page_id: '1002', client_type: 'android', phone: '09170000001' });
  });

  it('refuses a client type other than ios or android, and a page type other than 1', async () => {
    expect((await get(trackVisitCall['x-call'].path, { page_id: '1001', client_type: 'windows', page_type: '1', ...tracking })).statusCode).toBe(400);
    expect((await get(trackVisitCall['x-call'].path, { page_id: '1001', client_type: 'ios', page_type: '2', ...tracking })).statusCode).toBe(400);
  });
});

describe('get-sid and get-captcha', () => {
  it('gives a new sid with code 0, stored in the database', async () => {
    const first = (await get(getSidCall['x-call'].path)).json();
    const second = (await get(getSidCall['x-call'].path)).json();
    expect(first.code).toBe('0');
    expect(first.data.sid).toMatch(/^[0-9a-f]{32}$/);
    expect(second.data.sid).not.toBe(first.data.sid);
    expect(await rowsOf('SELECT sid FROM promo_sids WHERE sid = $1', [first.data.sid])).toHaveLength(1);
  });

  it('draws an SVG image bound to the sid, never cached, and a new answer on every draw', async () => {
    const sid = (await get(getSidCall['x-call'].path)).json().data.sid as string;
    const answer = await get(getCaptchaCall['x-call'].path, { sid, timestamp: '1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(answer.body).not.toMatch(/<script|<foreignObject|href=/i);
    const stored = await captchaAnswer(db, sid);
    expect(stored).toMatch(/^[a-z0-9]{4}$/);

    const answers = new Set([stored]);
    for (let i = 0; i < 5; i += 1) {
      await get(getCaptchaCall['x-call'].path, { sid, timestamp: String(i + 2) });
      answers.add(await captchaAnswer(db, sid));
    }
    expect(answers.size).toBeGreaterThan(1);
  });

  it('answers an unknown or expired sid with an envelope, not an image', async () => {
    const unknown = await get(getCaptchaCall['x-call'].path, { sid: 'a'.repeat(32), timestamp: '1' });
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    expect(unknown.json()).toEqual({ code: '101', message: catalog['promo.server.sidExpired'] });

    const sid = (await get(getSidCall['x-call'].path)).json().data.sid as string;
    await db.query(`UPDATE promo_sids SET expires_at = now() - interval '1 second' WHERE sid = $1`, [sid]);
    expect((await get(getCaptchaCall['x-call'].path, { sid, timestamp: '1' })).json().code).toBe('101');
  });

  it('lets a captcha answer expire', async () => {
    const { sid, answer } = await sidWithCaptcha();
    await db.query(`UPDATE promo_sids SET captcha_expires_at = now() - interval '1 second' WHERE sid = $1`, [sid]);
    expect((await smsRequest('09170000009', sid, answer)).json().code).toBe('101');
  });
});

describe('get-sms', () => {
  it('sends a 6-digit code through the local outbox, with code 0, and logs neither the phone nor the code', async () => {
    const phone = '09170000010';
    const { sid, answer } = await sidWithCaptcha();
    const reply = await smsRequest(phone, sid, answer.toUpperCase());
    expect(reply.json()).toEqual({ code: '0', message: 'success', data: {} });
    const code = await latestCode(phone);
    expect(code).toMatch(/^[0-9]{6}$/);
    const [row] = await rowsOf<{ code: string; sid: string }>('SELECT code, sid FROM promo_sms_codes WHERE phone = $1', [phone]);
    expect(row).toEqual({ code, sid });
    const [outbox] = await rowsOf<{ text: string }>('SELECT text FROM sms_outbox WHERE phone = $1', [phone]);
    expect(outbox!.text).toContain(code);
    expect(logLines.some((line) => line.includes('local outbox'))).toBe(true);
    expect(logLines.filter((line) => line.includes(phone) || line.includes(code!))).toEqual([]);
  });

  it('answers 101 to a wrong picture code, and clears the image so the right answer no longer works', async () => {
    const { sid, answer } = await sidWithCaptcha();
    const wrong = answer === 'zzzz' ? 'yyyy' : 'zzzz';
    expect((await smsRequest('09170000011', sid, wrong)).json()).toEqual({ code: '101', message: catalog['promo.server.captchaWrong'] });
    expect((await smsRequest('09170000011', sid, answer)).json().code).toBe('101');
    expect(await rowsOf('SELECT 1 FROM sms_outbox WHERE phone = $1', ['09170000011'])).toHaveLength(0);
  });

  it('answers 11 to a registered phone, without sending', async () => {
    const phone = corpus.registeredPhones[0]!;
    const { sid, answer } = await sidWithCaptcha();
    expect((await smsRequest(phone, sid, answer)).json()).toEqual({ code: '11', message: catalog['promo.server.alreadyRegistered'] });
    expect(await rowsOf('SELECT 1 FROM sms_outbox WHERE phone = $1', [phone])).toHaveLength(0);
  });

  it('answers 103 to a phone that breaks the registration form rule (Philippine by default)', async () => {
    const { sid, answer } = await sidWithCaptcha();
    expect((await smsRequest('13812345678', sid, answer)).json()).toEqual({ code: '103', message: catalog['promo.phoneInvalid'] });
  });

  it('refuses a second code to the same phone within 60 s, with any sid, then sends after it', async () => {
    const phone = '09170000012';
    const first = await sidWithCaptcha();
    expect((await smsRequest(phone, first.sid, first.answer)).json().code).toBe('0');
    const firstCode = await latestCode(phone);
    expect((await rowsOf<{ code: string }>('SELECT code FROM promo_sms_codes WHERE phone = $1', [phone]))[0]!.code).toBe(firstCode);

    const other = await sidWithCaptcha();
    expect((await smsRequest(phone, other.sid, other.answer)).json()).toEqual({ code: '102', message: catalog['promo.smsRepeat'] });
    expect(await rowsOf('SELECT 1 FROM sms_outbox WHERE phone = $1', [phone])).toHaveLength(1);

    await pretendMinutePassed(phone);
    expect((await smsRequest(phone, other.sid, other.answer)).json().code).toBe('0');
    expect(await rowsOf('SELECT 1 FROM sms_outbox WHERE phone = $1', [phone])).toHaveLength(2);
    const [row] = await rowsOf<{ code: string }>('SELECT code FROM promo_sms_codes WHERE phone = $1', [phone]);
    expect(row!.code).toBe(await latestCode(phone));
    expect(limits.smsIntervalSeconds).toBe(60);
  });

  it('sends one code when two requests for a phone arrive at once', async () => {
    const phone = '09170000013';
    const a = await sidWithCaptcha();
    const b = await sidWithCaptcha();
    const codes = (await Promise.all([smsRequest(phone, a.sid, a.answer), smsRequest(phone, b.sid, b.answer)])).map((r) => r.json().code);
    expect(codes.sort()).toEqual(['0', '102']);
    expect(await rowsOf('SELECT 1 FROM sms_outbox WHERE phone = $1', [phone])).toHaveLength(1);
  });
});

describe('register', () => {
  async function readyToRegister(phone: string) {
    const { sid, answer } = await sidWithCaptcha();
    expect((await smsRequest(phone, sid, answer)).json().code).toBe('0');
    return { sid, answer, smsCode: await latestCode(phone) };
  }

  it('stores the registration with the payload fields, answers 0, and 11 on a replay', async () => {
    const phone = '09170000020';
    const { sid, answer, smsCode } = await readyToRegister(phone);
    expect((await registerRequest(phone, sid, answer, smsCode)).json()).toEqual({ code: '0', message: 'success', data: {} });
    const rows = await rowsOf('SELECT phone, template_id, device_id, app_name, merchant_number, invite_code, user_from, app_from, utm_tag FROM promo_registrations WHERE phone = $1', [phone]);
    expect(rows).toEqual([
      { phone, template_id: '1001', device_id: sid, app_name: 'ymgj', merchant_number: 0, invite_code: 'FRIEND10', ...tracking },
    ]);
    // The code is used up: the same request again is the same phone twice.
    const again = await registerRequest(phone, sid, answer, smsCode);
    expect(['11', '-1']).toContain(again.json().code);
    const fresh = await sidWithCaptcha();
    expect((await registerRequest(phone, fresh.sid, fresh.answer, smsCode)).json()).toEqual({ code: '11', message: catalog['promo.server.alreadyRegistered'] });
    expect(await rowsOf('SELECT 1 FROM promo_registrations WHERE phone = $1', [phone])).toHaveLength(1);
  });

  it('answers -1 to a wrong picture code and stores nothing', async () => {
    const phone = '09170000021';
    const { sid, answer, smsCode } = await readyToRegister(phone);
    const wrong = answer === 'zzzz' ? 'yyyy' : 'zzzz';
    expect((await registerRequest(phone, sid, wrong, smsCode)).json()).toEqual({ code: '-1', message: catalog['promo.server.captchaWrong'] });
    expect(await rowsOf('SELECT 1 FROM promo_registrations WHERE phone = $1', [phone])).toHaveLength(0);
    // A new image, and the SMS code still works.
    const fresh = await sidWithCaptcha();
    expect((await registerRequest(phone, fresh.sid, fresh.answer, smsCode)).json().code).toBe('0');
  });

  it('answers -2 to a wrong SMS code, and kills the code after 5 wrong tries', async () => {
    const phone = '09170000022';
    const { smsCode } = await readyToRegister(phone);
    const wrong = smsCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < limits.smsCodeAttempts; i += 1) {
      const { sid, answer } = await sidWithCaptcha();
      expect((await registerRequest(phone, sid, answer, wrong)).json()).toEqual({ code: '-2', message: catalog['promo.server.smsCodeWrong'] });
    }
    const { sid, answer } = await sidWithCaptcha();
    expect((await registerRequest(phone, sid, answer, smsCode)).json().code).toBe('-2');
    expect(await rowsOf('SELECT 1 FROM promo_registrations WHERE phone = $1', [phone])).toHaveLength(0);
  });

  it('answers -2 to an expired SMS code', async () => {
    const phone = '09170000023';
    const { sid, answer, smsCode } = await readyToRegister(phone);
    await db.query(`UPDATE promo_sms_codes SET expires_at = now() - interval '1 second' WHERE phone = $1`, [phone]);
    expect((await registerRequest(phone, sid, answer, smsCode)).json().code).toBe('-2');
  });

  it('answers 11 to a seeded registered phone', async () => {
    const { sid, answer } = await sidWithCaptcha();
    expect((await registerRequest(corpus.registeredPhones[1]!, sid, answer, '123456')).json().code).toBe('11');
  });

  it('stores one user when the same register arrives twice at once', async () => {
    const phone = '09170000024';
    const { sid, answer, smsCode } = await readyToRegister(phone);
    const codes = (await Promise.all([registerRequest(phone, sid, answer, smsCode), registerRequest(phone, sid, answer, smsCode)])).map((r) => r.json().code);
    expect(codes).toContain('0');
    expect(codes.filter((code) => code === '0')).toHaveLength(1);
    expect(await rowsOf('SELECT 1 FROM promo_registrations WHERE phone = $1', [phone])).toHaveLength(1);
  });

  it('refuses a payload that is not the registration payload', async () => {
    const { sid, answer } = await sidWithCaptcha();
    const reply = await post(registerCall['x-call'].path, { phone: '09170000025', capcode: answer, sid, deviceId: sid, appName: 'other', merchantNumber: 0, userName: '09170000025', smsCode: '123456', invite_code: '', user_from: '', id: '1001', app_from: '', utm_tag: '' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/^appName/);
  });
});

describe('the demo helpers', () => {
  it('lists the latest SMS codes at /dev/outbox, newest first, for one phone with ?phone=', async () => {
    const phone = '09170000030';
    const { sid, answer } = await sidWithCaptcha();
    await smsRequest(phone, sid, answer);
    const all = (await get('/dev/outbox')).json().messages as { phone: string; code: string }[];
    expect(all[0]).toMatchObject({ phone, code: await latestCode(phone) });
    const one = (await get('/dev/outbox', { phone })).json().messages as { phone: string }[];
    expect(one.map((m) => m.phone)).toEqual([phone]);
  });

  it('tells the answer of a sid’s captcha at /dev/captcha-answer', async () => {
    const { sid, answer } = await sidWithCaptcha();
    expect((await get('/dev/captcha-answer', { sid })).json()).toEqual({ answer });
    expect((await get('/dev/captcha-answer', { sid: 'nope' })).json()).toEqual({ answer: null });
  });

  it('links each demo landing template from /dev/demo', async () => {
    const list = (await get('/dev/demo')).json() as { promo: { id: string; url: string }[] };
    expect(list.promo.map((link) => link.id)).toEqual(corpus.templates.map((t) => t.template.id));
    for (const link of list.promo) {
      const url = new URL(link.url, 'http://host');
      expect(url.pathname).toBe('/promo/');
      expect(url.searchParams.get('id')).toBe(link.id);
      expect(url.searchParams.get('user_from')).toBe(corpus.demoVisit.user_from);
      expect(url.searchParams.get('sessionId')).toBeNull();
    }
  });
});
