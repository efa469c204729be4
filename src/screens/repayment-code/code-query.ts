import { checkUrl } from '../../platform/url-policy.ts';

// The query of /repaymentOfCode (SPEC.md section 2): showType, payCode, payCodeImg, repayAmount. A backend we did not
// write builds the link, so the page accepts what the spec accepts: showType 1 shows the code as text and any other
// value (none, '2', 'qr') the QR code; the amount is shown formatted when it reads as a number ('5755', '5,755.00')
// and as given otherwise; a reference may hold any visible characters. Only a missing payCode leaves nothing to show.

export interface CodeQuery {
  /** showType 1: the code as text with the channel image; any other value: a QR code of the code. */
  view: 'code' | 'qr';
  payCode: string;
  /** The channel image, only when it passes the URL policy (same origin or an allowed host). */
  payCodeImg?: string;
  /** As the link gives it; absent when the link has none. */
  repayAmount?: string;
}

// Longer than any reference a channel prints, short enough to draw as a QR code; control characters are never part
// of a reference a cashier types.
const maxPayCodeLength = 200;
const maxAmountLength = 40;
const controlCharacter = /\p{Cc}/u;

/** The query's values, or undefined when it has no usable payCode (the page then says so, with a way back). */
export function readCodeQuery(search: string, base?: string): CodeQuery | undefined {
  const query = new URLSearchParams(search);
  const payCode = query.get('payCode')?.trim();
  if (!payCode || payCode.length > maxPayCodeLength || controlCharacter.test(payCode)) return undefined;
  const repayAmount = query.get('repayAmount')?.trim().slice(0, maxAmountLength);
  const image = query.get('payCodeImg');
  const verdict = image ? checkUrl(image, base === undefined ? {} : { base }) : undefined;
  return {
    view: query.get('showType')?.trim() === '1' ? 'code' : 'qr',
    payCode,
    ...(repayAmount ? { repayAmount } : {}),
    ...(verdict?.ok ? { payCodeImg: verdict.url } : {}),
  };
}
