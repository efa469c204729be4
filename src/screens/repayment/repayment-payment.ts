import { message } from '../../../core/messages.ts';
import { describeError } from '../../api/api-error.ts';
import { generateVcode, type ExtensionInfo, type RepaymentInfo } from '../../api/repayment.ts';
import { copyText } from '../../platform/clipboard.ts';
import { showToast } from '../../platform/feedback.ts';
import { pageLocation, routeHref } from '../../platform/navigation.ts';
import { followServerUrl } from '../../platform/follow-url.ts';
import { saveRepayment } from '../../platform/saved-repayment.ts';
import type { Session } from '../../platform/session.ts';
import type { UrlPolicyOptions } from '../../platform/url-policy.ts';
import { paymentRequest, savedRepaymentOf } from './repayment-data.ts';

// What the repayment screens' buttons do, loaded on the first touch of one (docs/decisions/005): the URL policy, the
// saved-repayment validator and the clipboard are not needed to draw the page.

/** Saves the repayment info and opens /repaymentOfCode2; a failure to save is told, and the page stays. */
export function openCode(info: RepaymentInfo | ExtensionInfo, session: Session): void {
  const saved = savedRepaymentOf(info, session.system);
  if (!saved || !saveRepayment(saved)) {
    void showToast(message('repayment.codeNotSaved'));
    return;
  }
  pageLocation.assign(routeHref('repaymentOfCode2', session));
}

export async function copyCode(code: string): Promise<void> {
  const copied = code ? await copyText(code) : false;
  void showToast(message(copied ? 'clipboard.copied' : 'clipboard.failed'));
}

/**
 * generate-vcode with the chosen channel, then the returned payUrl through the URL policy. A refused payUrl shows the
 * policy's message and the page stays; a failure envelope's message is toasted by the client.
 */
export async function pay(
  info: RepaymentInfo | ExtensionInfo,
  order: { productId: string; orderId: string },
  channel: string,
  idempotencyKey: string,
  urlPolicy?: UrlPolicyOptions,
): Promise<void> {
  try {
    const result = await generateVcode(paymentRequest(info, order, channel, idempotencyKey));
    if (!result.success) return;
    await followServerUrl(result.data.payUrl, { policy: urlPolicy });
  } catch (failure) {
    void showToast(describeError(failure));
  }
}
