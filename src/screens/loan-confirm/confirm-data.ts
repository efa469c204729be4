import { message } from '../../../core/messages.ts';
import { formatDate, formatMoney } from '../../../renderers/core/format.ts';
import type { ClassicAgreements, ClassicLoanConfirm } from '../../api/loan-confirm-classic.ts';
import type { Agreements, LoanConfirm } from '../../api/loan-confirm.ts';

// From the confirm calls' answers to what the descriptors bind (schemas/screens/loan-confirm*.json), and to what
// 'Loan Now' sends. Pure: money through the one formatter (₱, or ₹ when system=1), dates as 'Jan 7, 2027'.

export interface Agreement {
  title: string;
  position: string;
}

/** Version 3 (confirmNewUrl). */
export interface ConfirmScreenData {
  productLogo: string;
  productName: string;
  amountText: string;
  termText: string;
  rateText: string;
  details: LoanConfirm['details'];
  plans: Array<{ amount: string; time: string }>;
  agreements: Agreement[];
}

/** The older variant (confirmUrl). */
export interface ClassicScreenData {
  productLogo: string;
  productName: string;
  amountText: string;
  repaymentDateText: string;
  detailed: ClassicLoanConfirm['detailedRows'];
  plan: Array<{ remark: string; title: string; amount: string; time: string }>;
  buttonText: string;
  agreements: Agreement[];
}

export function confirmScreenData(confirm: LoanConfirm, agreements: Agreements, rupeeMarket: boolean): ConfirmScreenData {
  return {
    productLogo: confirm.comProductLogo,
    productName: confirm.comProductName,
    amountText: formatMoney(confirm.amount, rupeeMarket),
    termText: message('loanConfirm.termDays', { days: confirm.periods * confirm.termUnit }),
    rateText: confirm.pRateDsc,
    details: confirm.details,
    plans: confirm.repay_plans.map((plan) => ({ amount: formatMoney(plan.amount, rupeeMarket), time: formatDate(plan.pay_time) })),
    agreements: agreements.map(({ title, position }) => ({ title, position })),
  };
}

export function classicScreenData(confirm: ClassicLoanConfirm, agreements: ClassicAgreements, rupeeMarket: boolean): ClassicScreenData {
  const total = confirm.planRows.length;
  return {
    productLogo: confirm.productLogo,
    productName: confirm.productName,
    amountText: formatMoney(confirm.loanAmount, rupeeMarket),
    repaymentDateText: formatDate(confirm.repaymentDate),
    detailed: confirm.detailedRows,
    plan: confirm.planRows.map((row) => ({
      remark: '',
      title: message('loanConfirm.planPeriod', { n: row.period, total }),
      amount: formatMoney(row.amount, rupeeMarket),
      time: formatDate(row.dueDate),
    })),
    buttonText: confirm.buttonText,
    agreements: agreements.map(({ title, position }) => ({ title, position })),
  };
}

/** The returned Loan details URL with '&from=confirm' (SPEC.md section 4), before the URL policy sees it. */
export function withFromConfirm(lendDetailsUrl: string): string {
  return `${lendDetailsUrl}${lendDetailsUrl.includes('?') ? '&' : '?'}from=confirm`;
}

/**
 * A URL the policy admitted, with this page's session query added when it stays on the app's own origin (as
 * src/platform/navigation.ts does for app routes; the server never echoes the session). Another host gets nothing.
 */
export function withSessionQuery(checkedUrl: string, carried: Readonly<Record<string, string | undefined>>, base: string): string {
  const url = new URL(checkedUrl);
  if (url.origin !== new URL(base).origin) return checkedUrl;
  for (const [key, value] of Object.entries(carried)) if (value !== undefined && !url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.href;
}

