import { formatDate } from '../../core/dates.ts';
import { message } from '../../core/messages.ts';
import { formatMoney } from '../../core/money.ts';
import corpus from '../../schemas/fixtures/loan-confirm.json';
import type { ClassicLoanConfirm } from '../../src/api/loan-confirm-classic.ts';
import type { LoanConfirm } from '../../src/api/loan-confirm.ts';

// The loan-confirmation stories' terms (loan-confirm.stories.tsx, loan-confirm-view.stories.tsx): the corpus'
// 'all-popups' product of schemas/fixtures/loan-confirm.json as the reference server answers it
// (server/domain/loan-confirm.ts confirmation and loanPlan, mapped to each contract by server/handlers/loan-confirm*.ts).

export const product = corpus.products.find((p) => p.key === 'all-popups')!;
export const agreements = corpus.agreements.map((agreement, index) => ({ title: agreement.title, position: String(index + 1) }));

/** The day the terms are asked for, fixed so that the stories read the same every day. */
export const today = '2027-01-15';
const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (amountInCents: number) => (amountInCents / 100).toFixed(2);

/** Simple daily interest over the whole term, the rounding remainder on the last instalment. */
export const termDays = product.periods * product.termUnit;
const interest = Math.round((cents(product.amount) * product.rateBpPerDay * termDays) / 10_000);
const total = cents(product.amount) + interest;
const each = Math.floor(total / product.periods);
export const plan = Array.from({ length: product.periods }, (_, index) => ({
  dueDate: addDays(today, (index + 1) * product.termUnit),
  amount: money(index + 1 < product.periods ? each : total - each * (product.periods - 1)),
}));
export const rows = [
  { label: message('loanConfirm.server.rowInterest'), value: formatMoney(money(interest)) },
  { label: message('loanConfirm.server.rowTotalRepayment'), value: formatMoney(money(total)) },
  { label: message('loanConfirm.server.rowPeriods'), value: String(product.periods) },
  { label: message('loanConfirm.server.rowFirstRepayment'), value: formatDate(plan[0]!.dueDate) },
];
export const rateText = message('loanConfirm.server.ratePerDay', { rate: (product.rateBpPerDay / 100).toFixed(2) });

/** Version 3's terms; `agreementModal` false answers no popAgreementUrl, so the page shows without the modal. */
export const confirmTerms = (agreementModal = true): LoanConfirm => ({
  comProductLogo: product.logo,
  comProductName: product.name,
  amount: product.amount,
  periods: product.periods,
  termUnit: product.termUnit,
  details: rows.map((row) => ({ text: row.label, value: row.value })),
  repay_plans: plan.map((row) => ({ pay_time: row.dueDate, amount: row.amount })) as LoanConfirm['repay_plans'],
  firstPayTime: plan[0]!.dueDate,
  firstPeriodDay: product.termUnit,
  pRateDsc: rateText,
  sendSms: 0,
  isPopType: product.isPopType as LoanConfirm['isPopType'],
  popTitle: corpus.retentionPopup.title,
  popContent: corpus.retentionPopup.content,
  popAgreementUrl: agreementModal && product.agreementModal ? corpus.agreementPage : '',
});

/** The older variant's terms; `promo` false answers the promo popup hidden, so the page shows without it. */
export const classicTerms = (promo = true): ClassicLoanConfirm => ({
  productId: product.productId,
  productName: product.name,
  productLogo: product.logo,
  loanAmount: product.amount,
  repaymentDate: plan.at(-1)!.dueDate,
  periods: product.periods,
  daysPerPeriod: product.termUnit,
  loanTermDays: termDays,
  rateText,
  detailedRows: rows,
  planRows: plan.map((row, index) => ({ period: index + 1, dueDate: row.dueDate, amount: row.amount })) as ClassicLoanConfirm['planRows'],
  buttonText: product.buttonText,
  promoPopup: { ...product.promoPopup, show: promo ? (product.promoPopup.show as 0 | 1) : 0 },
});
