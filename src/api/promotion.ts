// The promotion register page's calls (SPEC.md section 7): the landing template and the funnel under
// /api/v2/youmi/promotion. The page is for anonymous visitors, so no call carries session params, even
// when someone puts them in the page URL.
import { useLoad, type Loaded } from '../platform/use-load.ts';
import { call as getCaptchaRoute } from '../../generated/types/api/promotion/get-captcha.ts';
import type { ChannelTemplate } from '../../generated/types/api/channel/channel-template.ts';
import type { GetSms } from '../../generated/types/api/promotion/get-sms.ts';
import type { Register } from '../../generated/types/api/promotion/register.ts';
import type { TrackVisit } from '../../generated/types/api/promotion/track-visit.ts';
import { channelTemplateCall } from '../../generated/calls/channel/channel-template.ts';
import { getSidCall } from '../../generated/calls/promotion/get-sid.ts';
import { getSmsCall } from '../../generated/calls/promotion/get-sms.ts';
import { registerCall } from '../../generated/calls/promotion/register.ts';
import { trackClickCall } from '../../generated/calls/promotion/track-click.ts';
import { trackVisitCall } from '../../generated/calls/promotion/track-visit.ts';
import { visitorInsightEventCall } from '../../generated/calls/publishing/visitor-insight-event.ts';
import { visitorVersionCall } from '../../generated/calls/publishing/visitor-version.ts';
import { readSession } from '../platform/session.ts';
import type { PublishedSource } from './published.ts';
import { callApi, loadApi, type ApiResult } from './client.ts';

export type LandingTemplate = ChannelTemplate['response'];
export type SmsRequest = GetSms['request'];
export type RegistrationPayload = Register['request'];
export type VisitTracking = TrackVisit['request'];

/** No session params at all: this page has no borrower. */
const anonymous = readSession('');

/** The codes the page branches on (SPEC.md section 8; schemas/api/promotion/*.json), compared by meaning (core/codes.ts). */
export const promoCodes = {
  templateOk: '00',
  ok: '0',
  alreadyRegistered: '11',
  smsCaptchaWrong: '101',
  registerCaptchaWrong: '-1',
} as const;

/**
 * The landing template. A non-'00' answer becomes an ApiError carrying the server's message, which the page
 * shows in place of the form (so it is not also toasted).
 */
export async function fetchTemplate(templateId: string): Promise<LandingTemplate> {
  return loadApi(channelTemplateCall, { templateId }, { session: anonymous });
}

/** No key (nothing fetched) without an id. Every page of the funnel shares this cache entry. */
export function useLandingTemplate(templateId: string | undefined): Loaded<LandingTemplate> {
  return useLoad(templateId ? [channelTemplateCall.path, templateId] : null, ([, id]: [string, string]) => fetchTemplate(id));
}

export async function fetchSid(): Promise<string> {
  return (await loadApi(getSidCall, {}, { session: anonymous })).sid;
}

/**
 * Where the page asks which version of its form this visitor gets (issue 26): it has no borrower, so the server buckets
 * the visitor by the sid it gave them (publishing/visitor-version); asked once per sid.
 */
export function visitorSource(sid: string): PublishedSource {
  return {
    key: `${visitorVersionCall.path}?sid=${sid}`,
    ask: (id) => callApi(visitorVersionCall, { id, sid }, { session: anonymous, toastOnFailure: false }),
    // The visitor is known by the sid that buckets them, with no session, as every call of this page.
    reportOutcomes: () =>
      void import('./insight-reporting.ts').then((reporting) => reporting.reportFormOutcomes({ path: visitorInsightEventCall.path, session: () => anonymous, params: { sid } })),
  };
}

/** Tracking never stands in a visitor's way: its failures are dropped. */
async function track(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch {
    // Nothing to show: the visit or click is simply not counted.
  }
}

export function trackVisit(params: VisitTracking): Promise<void> {
  return track(() => callApi(trackVisitCall, params, { session: anonymous, toastOnFailure: false }));
}

export function trackClick(params: VisitTracking & { phone: string }): Promise<void> {
  return track(() => callApi(trackClickCall, params, { session: anonymous, toastOnFailure: false }));
}

/**
 * Failure answers show their message as a toast (SPEC.md section 8); the caller branches on the code. get-sms and
 * register carry the submit intent's idempotency key: a retry of it sends no second SMS and registers once.
 */
export function requestSms(params: SmsRequest): Promise<ApiResult<GetSms['response']>> {
  return callApi(getSmsCall, params, { session: anonymous });
}

export function register(payload: RegistrationPayload): Promise<ApiResult<Register['response']>> {
  return callApi(registerCall, payload, { session: anonymous });
}

/** The captcha image's URL (same origin, so the CSP's img-src 'self' admits it); a new timestamp draws a new one. */
export function captchaUrl(sid: string, timestamp: number): string {
  return `${getCaptchaRoute.path}?${new URLSearchParams({ sid, timestamp: String(timestamp) })}`;
}
