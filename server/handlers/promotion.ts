import type { GetCaptcha } from '../../generated/types/api/promotion/get-captcha.ts';
import type { GetSid } from '../../generated/types/api/promotion/get-sid.ts';
import type { GetSms } from '../../generated/types/api/promotion/get-sms.ts';
import type { Register } from '../../generated/types/api/promotion/register.ts';
import type { TrackClick } from '../../generated/types/api/promotion/track-click.ts';
import type { TrackVisit } from '../../generated/types/api/promotion/track-visit.ts';
import { drawCaptcha, recordClick, recordVisit, register, sendSmsCode, startSid } from '../domain/promotion.ts';
import { defineHandler, type HandlerGroup } from './types.ts';

// The promotion register funnel; its rules, codes and limits are server/domain/promotion.ts's.

export const handlers: HandlerGroup = {
  'promotion/track-visit': defineHandler<TrackVisit>(async ({ db, params }) => {
    await recordVisit(db, params);
    return {};
  }),

  'promotion/track-click': defineHandler<TrackClick>(async ({ db, params }) => {
    await recordClick(db, params);
    return {};
  }),

  'promotion/get-sid': defineHandler<GetSid>(async ({ db, clientAddress }) => ({ sid: await startSid(db, clientAddress) })),

  'promotion/get-captcha': defineHandler<GetCaptcha>(({ db, params, clientAddress }) => drawCaptcha(db, params.sid, clientAddress)),

  'promotion/get-sms': defineHandler<GetSms>(({ db, params, sms, clientAddress }) => sendSmsCode(db, sms, params, clientAddress)),

  'promotion/register': defineHandler<Register>(({ db, params, clientAddress }) => register(db, params, clientAddress)),
};
