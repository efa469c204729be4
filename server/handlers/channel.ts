import type { ChannelTemplate } from '../../generated/types/api/channel/channel-template.ts';
import { landingTemplate } from '../domain/promotion.ts';
import { defineHandler, type HandlerGroup } from './types.ts';

export const handlers: HandlerGroup = {
  // The promotion page's landing template (server/domain/promotion.ts).
  'channel/channel-template': defineHandler<ChannelTemplate>(async ({ db, params }) => landingTemplate(db, params.templateId)),
};
