import { message } from '../../../core/messages.ts';
import { describeError } from '../../api/api-error.ts';
import { fetchProductLink, trackProductClick } from '../../api/product-links.ts';
import { saveEvent, type RecommendedProduct } from '../../api/service.ts';
import type { Bridge } from '../../bridge/bridge.ts';
import { showToast } from '../../platform/feedback.ts';
import { checkLink, type UrlPolicyOptions, type UrlRefusal } from '../../platform/url-policy.ts';

// What a tap on a recommended product does. The screen loads this module as the tap happens, not with the page (the
// URL policy and two calls, about 2 KB gzip, that a borrower who only reads the page never needs: issue 27).
//
// SPEC.md section 7, product link rule: a link starting with http opens in the browser, any other link is the
// native app's to open; both pass the one URL policy (checkLink). The bridge has no operation of its own for that,
// so the link goes to native as a confirmBurialPoint event of type 'productLink' (the channel the
// original used to hand product clicks to the app).

// /diving/gopia/goya/define's 'module': the recommended-products list of the order pages (the module
// Loan details reports Borrow Again under). SPEC.md does not decode the original's values.
export const productListModule = '30';

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

/**
 * A product click, reported every way the spec has: /service/event/save, the older /gopia/goya click tracking, and the
 * native app's analytics through confirmBurialPoint (a no-op outside a shell). None of them holds the borrower up.
 */
export function reportProductClick(bridge: Bridge, productId: string, position: number): void {
  const event = { productId, moduleId: productListModule, positionId: String(position) };
  bridge.confirmBurialPoint(event);
  void saveEvent(event).catch(() => undefined);
  void trackProductClick({ module: productListModule, position: String(position), product: productId }).catch(() => undefined);
}

/** Reports the click, asks define for the product's link and opens it as the link rule says; a failure is toasted. */
export async function openProduct(bridge: Bridge, product: RecommendedProduct, position: number): Promise<void> {
  reportProductClick(bridge, product.productId, position);
  try {
    // A failure envelope's message is toasted by the client (SPEC.md section 8).
    const result = await fetchProductLink({ module: productListModule, position: String(position), product: product.productId });
    if (!result.success) return;
    const plan = planLinkOpening(result.data.link);
    if (plan.via === 'browser') browserWindow.open(plan.url);
    else if (plan.via === 'bridge') handLinkToNative(bridge, plan.link, product.productId);
    else void showToast(message(plan.reason.reason));
  } catch (failure) {
    void showToast(describeError(failure));
  }
}
