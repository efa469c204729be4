import { checkUrl } from '../../platform/url-policy.ts';

// The query of /repaymentOfCode (SPEC.md section 2): showType, payCode, payCodeImg, repayAmount. Everything comes
// from a link, so everything is checked: a missing or malformed value makes the whole query unusable.

export interface CodeQuery {
  /** showType 1: the code as text with the channel image; any other value: a QR code of the code. */
  view: 'code' | 'qr';
  payCode: string;
  /** The channel image, only when it passes the URL policy (same origin or an allowed host). */
  payCodeImg?: string;
  repayAmount: string;
}

// As the contract's defDetail.payCode and money (schemas/api/inaugural/repayment-fields.json).
const payCodePattern = /^[0-9A-Za-z-]{4,40}$/;
const moneyPattern = /^(0|[1-9][0-9]{0,8})\.[0-9]{2}$/;
const showTypePattern = /^[0-9]{1,3}$/;

export function readCodeQuery(search: string, base?: string): CodeQuery | undefined {
  const query = new URLSearchParams(search);
  const showType = query.get('showType');
  const payCode = query.get('payCode');
  const repayAmount = query.get('repayAmount');
  if (showType === null || !showTypePattern.test(showType)) return undefined;
  if (payCode === null || !payCodePattern.test(payCode)) return undefined;
  if (repayAmount === null || !moneyPattern.test(repayAmount)) return undefined;
  const image = query.get('payCodeImg');
  const verdict = image ? checkUrl(image, base === undefined ? {} : { base }) : undefined;
  return {
    view: Number(showType) === 1 ? 'code' : 'qr',
    payCode,
    repayAmount,
    ...(verdict?.ok ? { payCodeImg: verdict.url } : {}),
  };
}
