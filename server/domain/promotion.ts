import { randomBytes, randomInt } from 'node:crypto';
import { Ajv } from 'ajv';
import svgCaptcha from 'svg-captcha';
import { message } from '../../core/messages.ts';
import registrationForm from '../../schemas/forms/registration/schema.json' with { type: 'json' };
import type { Db, Queryable } from '../db/database.ts';
import { CallFailure } from './call-failure.ts';
import { once, replayed, sweepAnonymousRecords, type IdempotentCall } from './idempotency.ts';
import { addressKey, hitRateLimit, rateLimitReached, sweepRateLimits, type RateLimitRule } from './rate-limits.ts';
import type { GetSms } from '../../generated/types/api/promotion/get-sms.ts';
import type { Register } from '../../generated/types/api/promotion/register.ts';
import type { TrackClick } from '../../generated/types/api/promotion/track-click.ts';
import type { TrackVisit } from '../../generated/types/api/promotion/track-visit.ts';

// The promotion register funnel (SPEC.md sections 4, 7, 8) and its landing templates. Everything a visitor's progress depends on (sid,
// captcha answer, SMS code, the 60 s limit, the rate limits) is a database row, never process memory, so any
// server copy can answer any step.

/** The codes each call answers; schemas/api/promotion/*.json document them for the page. */
export const promotionCodes = {
  captchaWrong: '101',
  alreadyRegistered: '11',
  smsTooSoon: '102',
  phoneInvalid: '103',
  registerCaptchaWrong: '-1',
  smsCodeWrong: '-2',
  /** get-sms: the phone, the sid or the client address has had its SMS codes for the hour. */
  smsLimit: '104',
  /** get-sms, register: too many wrong picture codes from the sid or the client address. */
  captchaWrongLimit: '105',
  /** get-sid, get-captcha: too many sids or images for the client address (or images for the sid). */
  tooManyRequests: '106',
} as const;

export const limits = {
  sidMinutes: 30,
  captchaMinutes: 10,
  smsCodeMinutes: 5,
  smsIntervalSeconds: 60,
  smsCodeAttempts: 5,
} as const;

const minutes = (n: number) => n * 60;

/**
 * Every rate limit of the funnel, besides the 60 s per-phone rule above: at most `max` hits of one key in any
 * `windowSeconds` (README, Security). Kept in the database (server/domain/rate-limits.ts), shared by every server
 * copy. An address is the client's IPv4 address or IPv6 /64.
 */
export const rateLimits = {
  /** get-sid: new sids per client address. */
  sidPerAddress: { max: 30, windowSeconds: minutes(10) },
  /** get-captcha: images per sid, and per client address. */
  captchaPerSid: { max: 20, windowSeconds: minutes(10) },
  captchaPerAddress: { max: 60, windowSeconds: minutes(10) },
  /** get-sms and register: wrong picture codes per sid, and per client address; after that no answer is checked. */
  wrongCaptchaPerSid: { max: 5, windowSeconds: minutes(60) },
  wrongCaptchaPerAddress: { max: 20, windowSeconds: minutes(60) },
  /** get-sms: SMS codes sent per phone, per sid, and per client address. */
  smsPerPhone: { max: 5, windowSeconds: minutes(60) },
  smsPerSid: { max: 5, windowSeconds: minutes(60) },
  smsPerAddress: { max: 10, windowSeconds: minutes(60) },
} as const satisfies Record<string, RateLimitRule>;

type RateLimitName = keyof typeof rateLimits;

/** Adds a hit to the named limit (its name is its bucket in rate_limit_hits); false when it is over. */
function hit(db: Queryable, name: RateLimitName, key: string): Promise<boolean> {
  return hitRateLimit(db, name, rateLimits[name], key);
}

// The phone rule is the registration form's (schemas/forms/registration/schema.json): product staff change it
// there, and the page and the server follow the same edit.
const phoneRule = new Ajv({ strict: false }).compile(registrationForm.properties.phone);

function checkPhone(phone: string): void {
  if (!phoneRule(phone)) throw new CallFailure(promotionCodes.phoneInvalid, message('promo.phoneInvalid'));
}

export function newSid(): string {
  return randomBytes(16).toString('hex');
}

export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What the checks before a get-sms or register effect find wrong, if anything; they change nothing. */
type Refusal = 'captchaLimit' | 'captchaWrong' | 'registered';

/**
 * The sid's captcha answer and the phone. Each image allows one guess: a wrong answer clears it (refuse, below),
 * so the page has to draw a new image (which the '101' / '-1' answers tell it to do). A wrong answer counts against
 * the sid and the client address; once either has had its wrong answers, no answer is checked ('105') until the
 * rate drops.
 */
async function refusalOf(db: Queryable, { sid, capcode, phone }: { sid: string; capcode: string; phone: string }, address: string): Promise<Refusal | null> {
  if ((await rateLimitReached(db, 'wrongCaptchaPerSid', rateLimits.wrongCaptchaPerSid, sid)) || (await rateLimitReached(db, 'wrongCaptchaPerAddress', rateLimits.wrongCaptchaPerAddress, address))) {
    return 'captchaLimit';
  }
  const { rows } = await db.query<{ answer: string | null }>(
    `SELECT captcha_answer AS answer FROM promo_sids WHERE sid = $1 AND expires_at > now() AND captcha_expires_at > now()`,
    [sid],
  );
  const answer = rows[0]?.answer;
  if (!answer || answer !== capcode.toLowerCase()) return 'captchaWrong';
  return (await isRegistered(db, phone)) ? 'registered' : null;
}

async function refuse(db: Queryable, refusal: Refusal, sid: string, address: string, wrongCode: string): Promise<never> {
  if (refusal === 'captchaLimit') throw new CallFailure(promotionCodes.captchaWrongLimit, message('promo.server.captchaTooManyWrong'));
  if (refusal === 'registered') throw new CallFailure(promotionCodes.alreadyRegistered, message('promo.server.alreadyRegistered'));
  await db.query('UPDATE promo_sids SET captcha_answer = NULL, captcha_expires_at = NULL WHERE sid = $1', [sid]);
  await hit(db, 'wrongCaptchaPerSid', sid);
  await hit(db, 'wrongCaptchaPerAddress', address);
  throw new CallFailure(wrongCode, message('promo.server.captchaWrong'));
}

/**
 * The checks before a get-sms or register effect, for a submit that may be a replay of one already answered (its
 * idempotency key). The first submit changes what the checks read (the picture code is used or cleared, the phone
 * registered), so a replay is looked up before them, and again before a refusal is answered or counted: the first
 * copy may have committed meanwhile. Answers the stored answer of a replay; undefined when the effect may run.
 */
async function checkBeforeEffect(
  db: Queryable,
  call: IdempotentCall,
  params: { sid: string; capcode: string; phone: string },
  address: string,
  wrongCode: string,
): Promise<{ response: unknown } | undefined> {
  const earlier = await replayed(db, call);
  if (earlier) return earlier;
  const refusal = await refusalOf(db, params, address);
  if (refusal === null) return undefined;
  const meanwhile = await replayed(db, call);
  if (meanwhile) return meanwhile;
  return refuse(db, refusal, params.sid, address, wrongCode);
}

async function isRegistered(db: Queryable, phone: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM promo_registrations WHERE phone = $1', [phone]);
  return rows.length > 0;
}

/** register's refusals found inside its transaction, answered once that transaction has rolled back. */
class RegisterRefused extends Error {
  constructor(readonly reason: 'codeWrong' | 'registered') {
    super(reason);
  }
}

/** The captcha answer of a sid, for the demo helper GET /dev/captcha-answer (never registered in production). */
export async function captchaAnswer(db: Queryable, sid: string): Promise<string | null> {
  const { rows } = await db.query<{ answer: string | null }>('SELECT captcha_answer AS answer FROM promo_sids WHERE sid = $1 AND captcha_expires_at > now()', [sid]);
  return rows[0]?.answer ?? null;
}

function trackingRow(params: TrackVisit['request']) {
  return [params.page_id, params.page_type, params.client_type, params.user_from, params.app_from, params.utm_tag];
}

/** What sends an SMS within a transaction: the server's sender (server/sms), as the HTTP app gives it. */
export type SmsFor = (db: Queryable) => { send(message: { phone: string; code: string; text: string }): Promise<void> };

// The promotion page's landing templates live in promo_templates (seeded from schemas/fixtures/promotion.json).
// SPEC.md section 8: any code but '00' makes the page show the message instead of the form.
export const templateCodes = { notFound: '01', ended: '02' } as const;

export async function landingTemplate(db: Queryable, templateId: string): Promise<unknown> {
  const { rows } = await db.query<{ enabled: boolean; content: unknown }>('SELECT enabled, content FROM promo_templates WHERE id = $1', [templateId]);
  const template = rows[0];
  if (!template) throw new CallFailure(templateCodes.notFound, message('promo.server.templateNotFound'));
  if (!template.enabled) throw new CallFailure(templateCodes.ended, message('promo.server.templateEnded'));
  return template.content;
}

export async function recordVisit(db: Queryable, params: TrackVisit['request']): Promise<void> {
  await db.query(
    'INSERT INTO promo_visits (page_id, page_type, client_type, user_from, app_from, utm_tag) VALUES ($1, $2, $3, $4, $5, $6)',
    trackingRow(params),
  );
}

export async function recordClick(db: Queryable, params: TrackClick['request']): Promise<void> {
  await db.query(
    'INSERT INTO promo_clicks (page_id, page_type, client_type, user_from, app_from, utm_tag, phone) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [...trackingRow(params), params.phone],
  );
}

/** Whether the server holds `sid` and it has not expired: only such a sid is a visitor's bucket (publishing/visitor-version). */
export async function sidIsLive(db: Queryable, sid: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM promo_sids WHERE sid = $1 AND expires_at > now()', [sid]);
  return rows.length > 0;
}

/** A new sid for a visitor at clientAddress. */
export async function startSid(db: Queryable, clientAddress: string): Promise<string> {
    // Sids long expired and spent rate-limit windows are swept here, a few at a time, rather than by a timer no
    // server copy owns.
    await db.query(`DELETE FROM promo_sids WHERE sid IN (SELECT sid FROM promo_sids WHERE expires_at < now() - interval '1 day' LIMIT 100)`);
    await sweepRateLimits(db);
    await sweepAnonymousRecords(db);
    if (!(await hit(db, 'sidPerAddress', addressKey(clientAddress)))) throw new CallFailure(promotionCodes.tooManyRequests, message('promo.server.tooManyRequests'));
    const sid = newSid();
    await db.query(`INSERT INTO promo_sids (sid, expires_at) VALUES ($1, now() + make_interval(mins => $2))`, [sid, limits.sidMinutes]);
    return sid;
}

/** Draws the sid's picture code (an SVG), which keeps the sid alive. */
export async function drawCaptcha(db: Queryable, sid: string, clientAddress: string): Promise<string> {
    // The address first, so a client making up sids cannot fill the table with their counters.
    if (!(await hit(db, 'captchaPerAddress', addressKey(clientAddress))) || !(await hit(db, 'captchaPerSid', sid))) {
      throw new CallFailure(promotionCodes.tooManyRequests, message('promo.server.tooManyRequests'));
    }
    const captcha = svgCaptcha.create({ size: 4, ignoreChars: '0oO1lIi', noise: 2, color: true, width: 110, height: 40, fontSize: 44 });
    // Drawing an image keeps the sid alive for another 30 minutes; the new image has sent no SMS yet.
    const { rows } = await db.query(
      `UPDATE promo_sids SET captcha_answer = $2, captcha_expires_at = now() + make_interval(mins => $3), captcha_sms_sent = false,
         expires_at = now() + make_interval(mins => $4)
       WHERE sid = $1 AND expires_at > now() RETURNING sid`,
      [sid, captcha.text.toLowerCase(), limits.captchaMinutes, limits.sidMinutes],
    );
    if (rows.length === 0) throw new CallFailure(promotionCodes.captchaWrong, message('promo.server.sidExpired'));
    return captcha.data;
}

/** Sends an SMS code to the phone, after the picture code's checks; idempotent by key. */
export async function sendSmsCode(db: Db, sms: SmsFor, params: GetSms['request'], clientAddress: string): Promise<unknown> {
    const { phone, sid } = params;
    const address = addressKey(clientAddress);
    checkPhone(phone);
    const call: IdempotentCall = { sid, callKey: 'promotion/get-sms', key: params.idempotencyKey, request: { ...params } };
    const replay = await checkBeforeEffect(db, call, params, address, promotionCodes.captchaWrong);
    if (replay) return replay.response;

    const code = newSmsCode();
    return once(db, call, async (tx) => {
      // One statement decides the 60 s limit, so two requests at once (or two server copies) cannot both send.
      const { rows } = await tx.query(
        `INSERT INTO promo_sms_codes (phone, code, sid, sent_at, expires_at, failed_attempts)
         VALUES ($1, $2, $3, now(), now() + make_interval(mins => $4), 0)
         ON CONFLICT (phone) DO UPDATE SET code = EXCLUDED.code, sid = EXCLUDED.sid, sent_at = EXCLUDED.sent_at,
           expires_at = EXCLUDED.expires_at, failed_attempts = 0
         WHERE promo_sms_codes.sent_at <= now() - make_interval(secs => $5)
         RETURNING phone`,
        [phone, code, sid, limits.smsCodeMinutes, limits.smsIntervalSeconds],
      );
      if (rows.length === 0) throw new CallFailure(promotionCodes.smsTooSoon, message('promo.smsRepeat'));
      // One image, one SMS: the image is marked used here, so a second get-sms with it (to any phone, on any
      // server copy) finds it used and the page draws a new one. Registering with it still works.
      const claimed = await tx.query(
        `UPDATE promo_sids SET captcha_sms_sent = true WHERE sid = $1 AND captcha_answer = $2 AND NOT captcha_sms_sent RETURNING sid`,
        [sid, params.capcode.toLowerCase()],
      );
      if (claimed.rows.length === 0) throw new CallFailure(promotionCodes.captchaWrong, message('promo.server.captchaUsed'));
      // The hourly limits count codes sent: a refusal rolls its own hit back with the rest.
      if (!(await hit(tx, 'smsPerPhone', phone))) throw new CallFailure(promotionCodes.smsLimit, message('promo.server.smsPhoneLimit'));
      if (!(await hit(tx, 'smsPerSid', sid)) || !(await hit(tx, 'smsPerAddress', address))) {
        throw new CallFailure(promotionCodes.smsLimit, message('promo.server.smsClientLimit'));
      }
      // Sent inside the transaction: if the provider refuses, the code and the 60 s lock are rolled back.
      await sms(tx).send({
        phone,
        code,
        text: message('promo.server.smsText', { code, minutes: String(limits.smsCodeMinutes) }),
      });
      return {};
    });
}

/** Registers the phone with its SMS code, after the picture code's checks; idempotent by key. */
export async function register(db: Db, params: Register['request'], clientAddress: string): Promise<unknown> {
    const { phone, sid } = params;
    checkPhone(phone);
    const call: IdempotentCall = { sid, callKey: 'promotion/register', key: params.idempotencyKey, request: { ...params } };
    const replay = await checkBeforeEffect(db, call, params, addressKey(clientAddress), promotionCodes.registerCaptchaWrong);
    if (replay) return replay.response;

    try {
      // Taking the code and storing the user in one transaction, with the key: a replay of the key answers this
      // answer, and a replay without one finds the code gone.
      return await once(db, call, async (tx) => {
        const taken = await tx.query(
          `DELETE FROM promo_sms_codes WHERE phone = $1 AND code = $2 AND expires_at > now() AND failed_attempts < $3 RETURNING phone`,
          [phone, params.smsCode, limits.smsCodeAttempts],
        );
        if (taken.rows.length === 0) throw new RegisterRefused('codeWrong');
        const inserted = await tx.query(
          `INSERT INTO promo_registrations (phone, template_id, device_id, app_name, merchant_number, invite_code, user_from, app_from, utm_tag)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (phone) DO NOTHING RETURNING id`,
          [phone, params.id, params.deviceId, params.appName, params.merchantNumber, params.invite_code, params.user_from, params.app_from, params.utm_tag],
        );
        if (inserted.rows.length === 0) throw new RegisterRefused('registered');
        await tx.query('UPDATE promo_sids SET captcha_answer = NULL, captcha_expires_at = NULL WHERE sid = $1', [sid]);
        return {};
      });
    } catch (failure) {
      if (!(failure instanceof RegisterRefused)) throw failure;
      // A second tap without a key that lost the race to the first finds the phone registered, not a wrong code.
      if (failure.reason === 'registered' || (await isRegistered(db, phone))) throw new CallFailure(promotionCodes.alreadyRegistered, message('promo.server.alreadyRegistered'));
      await db.query('UPDATE promo_sms_codes SET failed_attempts = failed_attempts + 1 WHERE phone = $1', [phone]);
      throw new CallFailure(promotionCodes.smsCodeWrong, message('promo.server.smsCodeWrong'));
    }
}
