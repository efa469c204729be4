import type { LoanDetailConfirm } from '../generated/types/api/loan-confirm/loan-detail-confirm.ts';
import type { ClassicLoanConfirm } from '../generated/types/api/loan-confirm-classic/loan-confirm.ts';
import { formatDate } from './dates.ts';
import { message } from './messages.ts';
import { formatMoney } from './money.ts';

// Loan confirmation's pricing (issue 14): the repayment plan of a product's terms, the texts shown with it, and the
// two contracts' answers (version 3 and the older variant) built from them. Pure, so that the reference server
// (server/domain/loan-confirm.ts, server/handlers/loan-confirm*.ts) and the stories (stories/screens/loan-confirm-terms.ts)
// answer from the same rules: a story shows what the server would answer for its product on its day.

export interface LoanProduct {
  productId: string;
  name: string;
  logo: string;
  /** Money, 'NNNN.NN'. */
  amount: string;
  periods: number;
  /** Days per period. */
  termUnit: number;
  rateBpPerDay: number;
  isPopType: 0 | 1;
  popTitle: string;
  popContent: string;
  popAgreementUrl: string;
  buttonText: string;
  promo: { show: 0 | 1; imageUrl: string; text: string };
}

/** A product as the fixture corpus (schemas/fixtures/loan-confirm.json) lists it: flags rather than texts. */
export type FixtureProduct = Pick<LoanProduct, 'productId' | 'name' | 'logo' | 'amount' | 'periods' | 'termUnit' | 'rateBpPerDay' | 'buttonText'> & {
  isPopType: number;
  agreementModal: boolean;
  promoPopup: { show: number; imageUrl: string; text: string };
};

/** The corpus' texts a product's flags turn on. */
export interface FixturePopups {
  retentionPopup: { title: string; content: string };
  agreementPage: string;
}

/**
 * A corpus product as the reference server stores it (server/db/seed-loan-confirm.ts) and the stories answer it: the
 * retention popup's texts only with isPopType 1, the agreement page only where the product opens the modal.
 */
export function productOfFixture(product: FixtureProduct, popups: FixturePopups): LoanProduct {
  const retains = product.isPopType === 1;
  return {
    productId: product.productId,
    name: product.name,
    logo: product.logo,
    amount: product.amount,
    periods: product.periods,
    termUnit: product.termUnit,
    rateBpPerDay: product.rateBpPerDay,
    isPopType: retains ? 1 : 0,
    popTitle: retains ? popups.retentionPopup.title : '',
    popContent: retains ? popups.retentionPopup.content : '',
    popAgreementUrl: product.agreementModal ? popups.agreementPage : '',
    buttonText: product.buttonText,
    promo: { show: product.promoPopup.show === 1 ? 1 : 0, imageUrl: product.promoPopup.imageUrl, text: product.promoPopup.text },
  };
}

// ---- The repayment plan ----

export interface Instalment {
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  /** Money, 'NNNN.NN'. */
  amount: string;
}

export interface LoanPlan {
  termDays: number;
  /** Money. */
  interest: string;
  /** Money: amount + interest = the sum of the instalments. */
  total: string;
  instalments: Instalment[];
}

/** A list the contract requires non-empty (minItems 1), as its generated tuple type says; a plan always has one. */
export function nonEmpty<T>(items: T[]): [T, ...T[]] {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error('A loan plan has at least one instalment.');
  return [first, ...rest];
}

/** '5000.00' -> 500000n. The money pattern of the contracts guarantees the form. */
export function toCents(amount: string): bigint {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** 500000n -> '5000.00'. */
export function fromCents(cents: bigint): string {
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' plus whole days, in the calendar (no time zone enters). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The repayment plan of a loan taken today, in whole centavos (bigint: no float ever rounds money):
 *
 *   termDays   = periods × termUnit
 *   interest   = round_half_up(amount × rateBpPerDay / 10 000 × termDays)      (simple daily interest)
 *   total      = amount + interest
 *   instalment = floor(total / periods) for periods 1 .. n−1
 *   last       = total − instalment × (n − 1)                               (the rounding remainder goes on the last)
 *   dueDate_k  = today + k × termUnit days,  k = 1 .. n
 *
 * e.g. ₱8,000.00, 4 × 30 days at 0.06% a day: interest = 800000 × 6 × 120 / 10000 = 57600 cents (₱576.00), total
 * ₱8,576.00, instalments ₱2,144.00 × 4.
 */
export function loanPlan(terms: { amount: string; periods: number; termUnit: number; rateBpPerDay: number }, today: string): LoanPlan {
  const termDays = terms.periods * terms.termUnit;
  const principal = toCents(terms.amount);
  const scaled = principal * BigInt(terms.rateBpPerDay) * BigInt(termDays);
  const interest = (scaled * 2n + 10_000n) / 20_000n; // round half up of scaled / 10 000 (all values are ≥ 0)
  const total = principal + interest;
  const periods = BigInt(terms.periods);
  const each = total / periods;
  const instalments: Instalment[] = [];
  for (let k = 1; k <= terms.periods; k += 1) {
    const cents = k < terms.periods ? each : total - each * (periods - 1n);
    instalments.push({ dueDate: addDays(today, k * terms.termUnit), amount: fromCents(cents) });
  }
  return { termDays, interest: fromCents(interest), total: fromCents(total), instalments };
}

/** '5' -> '0.05% per day'. */
export function rateText(rateBpPerDay: number): string {
  return message('loanConfirm.server.ratePerDay', { rate: (rateBpPerDay / 100).toFixed(2) });
}

/** A detail row as label/value: each contract names the pair its own way. */
export interface DetailRow {
  label: string;
  value: string;
}

/** The rows shown above the plan: interest, total, periods and the first due date. */
export function detailRows(terms: { periods: number }, plan: LoanPlan): DetailRow[] {
  return [
    { label: message('loanConfirm.server.rowInterest'), value: formatMoney(plan.interest) },
    { label: message('loanConfirm.server.rowTotalRepayment'), value: formatMoney(plan.total) },
    { label: message('loanConfirm.server.rowPeriods'), value: String(terms.periods) },
    { label: message('loanConfirm.server.rowFirstRepayment'), value: formatDate(plan.instalments[0]!.dueDate) },
  ];
}

// ---- The answers ----

export interface Confirmation {
  product: LoanProduct;
  plan: LoanPlan;
  rateText: string;
  rows: DetailRow[];
}

/** What the borrower would borrow on the product today: its terms, plan, rate text and detail rows. */
export function confirmationOf(product: LoanProduct, today: string): Confirmation {
  const plan = loanPlan(product, today);
  return { product, plan, rateText: rateText(product.rateBpPerDay), rows: detailRows(product, plan) };
}

/** Version 3's answer (loan-confirm/loan-detail-confirm). */
export function loanConfirmAnswer({ product, plan, rateText, rows }: Confirmation): LoanDetailConfirm['response'] {
  const first = plan.instalments[0]!;
  return {
    comProductLogo: product.logo,
    comProductName: product.name,
    amount: product.amount,
    periods: product.periods,
    termUnit: product.termUnit,
    details: rows.map((row) => ({ text: row.label, value: row.value })),
    repay_plans: nonEmpty(plan.instalments.map((instalment) => ({ pay_time: instalment.dueDate, amount: instalment.amount }))),
    firstPayTime: first.dueDate,
    firstPeriodDay: product.termUnit,
    pRateDsc: rateText,
    sendSms: 0,
    isPopType: product.isPopType,
    popTitle: product.popTitle,
    popContent: product.popContent,
    popAgreementUrl: product.popAgreementUrl,
  };
}

/** The older variant's answer (loan-confirm-classic/loan-confirm). */
export function classicLoanConfirmAnswer({ product, plan, rateText, rows }: Confirmation): ClassicLoanConfirm['response'] {
  return {
    productId: product.productId,
    productName: product.name,
    productLogo: product.logo,
    loanAmount: product.amount,
    repaymentDate: plan.instalments[plan.instalments.length - 1]!.dueDate,
    periods: product.periods,
    daysPerPeriod: product.termUnit,
    loanTermDays: plan.termDays,
    rateText,
    detailedRows: rows,
    planRows: nonEmpty(plan.instalments.map((instalment, index) => ({ period: index + 1, dueDate: instalment.dueDate, amount: instalment.amount }))),
    buttonText: product.buttonText,
    promoPopup: product.promo,
  };
}
