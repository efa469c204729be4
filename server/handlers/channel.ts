import { message } from '../../core/messages.ts';
import { CallFailure } from '../domain/call-failure.ts';
import type { ChannelTemplate } from '../../generated/types/api/channel/channel-template.ts';
import { defineHandler, type HandlerGroup } from './types.ts';

// The promotion page's landing templates live in promo_templates (seeded from schemas/fixtures/promotion.json).
// SPEC.md section 8: any code but '00' makes the page show the message instead of the form.
export const templateCodes = { notFound: '01', ended: '02' } as const;

export const handlers: HandlerGroup = {
  'channel/channel-template': defineHandler<ChannelTemplate>(async ({ db, params }) => {
    const { rows } = await db.query<{ enabled: boolean; content: unknown }>('SELECT enabled, content FROM promo_templates WHERE id = $1', [params.templateId]);
    const template = rows[0];
    if (!template) throw new CallFailure(templateCodes.notFound, message('promo.server.templateNotFound'));
    if (!template.enabled) throw new CallFailure(templateCodes.ended, message('promo.server.templateEnded'));
    return template.content;
  }),
};
