import { amountText } from '../../../core/codes.ts';
import { formatDate, formatMoney } from '../../../renderers/core/format.ts';
import type { ExtensionInfo, GenerateVcodeRequest, RepaymentInfo } from '../../api/repayment.ts';
import type { SavedRepayment } from '../../platform/saved-repayment.ts';

// From the repayment calls' answers to what the descriptors bind (schemas/screens/repayment-of-*.json), and to what
// the screen's actions send. Pure: money through the one formatter (₱, or ₹ when system=1), dates as 'Jan 7, 2027'.

export type RepaymentKind = 'period' | 'delay';

export interface RepaymentScreenData {
  /** The amount due in the heading: repayAmount, or the extension's delayAmount. */
  amountText: string;
  repayDateText: string;
  productLogo: string;
  productName: string;
  detail: RepaymentInfo['detail'];
  repayList: RepaymentInfo['repayList'];
  defDetail?: RepaymentInfo['defDetail'];
  /** The tip image's URL when isShowReyTop is 1; '' hides it. */
  tipImage: string;
  /** The server's notice above 'Payment Method' (noticeMsg), drawn as text; '' draws none. */
  noticeMsg: string;
  /** The extension's heading and plan. */
  delayTitle?: string;
  plan?: Array<{ remark: string; title: string; amount: string; time: string }>;
}

export interface ScreenOptions {
  rupeeMarket: boolean;
  tipImage: string;
}

function shared(info: RepaymentInfo, options: ScreenOptions): Omit<RepaymentScreenData, 'amountText'> {
  return {
    repayDateText: formatDate(info.repayDate),
    productLogo: info.productLogo,
    productName: info.productName,
    detail: info.detail,
    repayList: info.repayList,
    ...(info.defDetail ? { defDetail: info.defDetail } : {}),
    tipImage: info.isShowReyTop === 1 ? options.tipImage : '',
    noticeMsg: info.noticeMsg,
  };
}

export function periodScreenData(info: RepaymentInfo, options: ScreenOptions): RepaymentScreenData {
  return { ...shared(info, options), amountText: formatMoney(info.repayAmount, options.rupeeMarket) };
}

export function delayScreenData(info: ExtensionInfo, options: ScreenOptions): RepaymentScreenData {
  return {
    ...shared(info, options),
    amountText: formatMoney(info.delayInfo.delayAmount, options.rupeeMarket),
    delayTitle: info.delayInfo.title,
    plan: info.repayPlan.map((row) => ({
      remark: row.remark,
      title: row.title,
      amount: formatMoney(row.amount, options.rupeeMarket),
      time: formatDate(row.time),
    })),
  };
}

function isExtension(info: RepaymentInfo | ExtensionInfo): info is ExtensionInfo {
  return 'delayInfo' in info;
}

/** What 'Payment' sends: the amount asked (repayAmount, or delayAmount for the extension) and isDelay '1' only then. */
export function paymentRequest(
  info: RepaymentInfo | ExtensionInfo,
  order: { productId: string; orderId: string },
  channelNumber: string,
  idempotencyKey: string,
): GenerateVcodeRequest {
  const extension = isExtension(info);
  return {
    productId: order.productId,
    orderId: order.orderId,
    // An answer may write an amount as 5755 or '5755.5'; the call takes '5755.00'.
    amount: amountText(extension ? info.delayInfo.delayAmount : info.repayAmount),
    isDelay: extension ? '1' : '0',
    channelNumber,
    idempotencyKey,
  };
}

/** What the default-code tile saves for /repaymentOfCode2; undefined when the order has no default code. */
export function savedRepaymentOf(info: RepaymentInfo | ExtensionInfo, system: string | undefined): SavedRepayment | undefined {
  const code = info.defDetail;
  if (!code) return undefined;
  return {
    payCode: code.payCode,
    logo: code.logo,
    title: code.title,
    payNotice: code.payNotice,
    repayAmount: amountText(info.repayAmount),
    ...(isExtension(info) ? { delayAmount: amountText(info.delayInfo.delayAmount) } : {}),
    ...(system !== undefined ? { system } : {}),
  };
}
