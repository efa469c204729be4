import type { Bridge } from '../../bridge/bridge.ts';
import { checkUrl, type UrlPolicyOptions, type UrlVerdict } from '../../platform/url-policy.ts';

// SPEC.md section 7, product link rule: a link starting with http opens in the browser (after the URL
// policy); any other link is the native app's to open. The bridge has no operation of its own for that,
// so the link goes to native as a confirmBurialPoint event of type 'productLink' (the channel the
// original used to hand product clicks to the app).

export type LinkOpening = { via: 'browser'; url: string } | { via: 'bridge'; link: string } | { via: 'refused'; reason: UrlVerdict & { ok: false } };

/** Pure: how `link` is to be opened. */
export function planLinkOpening(link: string, urlPolicy?: UrlPolicyOptions): LinkOpening {
  if (!link.toLowerCase().startsWith('http')) return { via: 'bridge', link };
  const verdict = checkUrl(link, urlPolicy);
  return verdict.ok ? { via: 'browser', url: verdict.url } : { via: 'refused', reason: verdict };
}

/** The browser side, an object so tests can watch it. */
export const browserWindow = {
  open(url: string): void {
    // noopener: the partner's page gets no handle on this one (and with it, no session query).
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};

export function handLinkToNative(bridge: Bridge, link: string, productId: string): void {
  bridge.confirmBurialPoint({ type: 'productLink', productId, link });
}
