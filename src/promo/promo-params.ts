import type { LandingTemplate, VisitTracking } from '../api/promotion.ts';

// What a partner's link puts in the page URL (/promo/?id=…&user_from=…&app_from=…&utm_tag=…&invite_code=…),
// and what the page carries on to #/downloadTemplate and #/agreementTemplate.

export interface LandingParams {
  /** The landing template's id; undefined when the URL has none, or one that is not an id. */
  id: string | undefined;
  user_from: string;
  app_from: string;
  utm_tag: string;
  invite_code: string;
}

const templateId = /^[0-9]{1,18}$/;
// Longer values are cut rather than refused: a partner's over-long tag should not stop a registration.
const tagLength = 128;

function tag(query: URLSearchParams, name: string): string {
  return (query.get(name) ?? '').slice(0, tagLength);
}

export function readLandingParams(search: string): LandingParams {
  const query = new URLSearchParams(search);
  const id = query.get('id') ?? '';
  return {
    id: templateId.test(id) ? id : undefined,
    user_from: tag(query, 'user_from'),
    app_from: tag(query, 'app_from'),
    utm_tag: tag(query, 'utm_tag'),
    invite_code: tag(query, 'invite_code'),
  };
}

/** SPEC.md section 7: ios or android, from the user agent; anything that is not Apple's counts as android. */
export function clientTypeOf(userAgent: string): 'ios' | 'android' {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && /Mobile/i.test(userAgent)) ? 'ios' : 'android';
}

export function visitTracking(params: LandingParams & { id: string }, userAgent: string): VisitTracking {
  return { page_id: params.id, user_from: params.user_from, client_type: clientTypeOf(userAgent), page_type: 1, utm_tag: params.utm_tag, app_from: params.app_from };
}

/**
 * The query of #/downloadTemplate and #/agreementTemplate: app_from, user_from, utm_tag, id, and links_id, or
 * down_id for a template that has no links_id (SPEC.md section 2).
 */
export function followUpQuery(params: Pick<LandingParams, 'app_from' | 'user_from' | 'utm_tag'> & { id: string }, template: Pick<LandingTemplate, 'links_id' | 'down_id'>): string {
  const query = new URLSearchParams({ app_from: params.app_from, user_from: params.user_from, utm_tag: params.utm_tag, id: params.id });
  if (template.links_id) query.set('links_id', template.links_id);
  else if (template.down_id) query.set('down_id', template.down_id);
  return query.toString();
}
