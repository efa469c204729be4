import type { Bridge } from '../../bridge/bridge.ts';
import { checkLink, type UrlPolicyOptions, type UrlRefusal } from '../../platform/url-policy.ts';

// SPEC.md section 7, product link rule: a link starting with http opens in the browser, any other link is the
// native app's to open; both pass the one URL policy (checkLink). The bridge has no operation of its own for that,
// so the link goes to native as a confirmBurialPoint event of type 'productLink' (the channel the
// original used to hand product clicks to the app).

export type LinkOpening = { via: 'browser'; url: string } | { via: 'bridge'; link: string } | { via: 'refused'; reason: UrlRefusal };

/** Pure: how `link` is to be opened. */
export function planLinkOpening(link: string, urlPolicy?: UrlPolicyOptions): LinkOpening {
  const verdict = checkLink(link, urlPolicy);
  if (!verdict.ok) return { via: 'refused', reason: verdict };
  return verdict.via === 'browser' ? { via: 'browser', url: verdict.url } : { via: 'bridge', link: verdict.link };
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
