// The loan terms the reference server enforces (SPEC.md section 9): prepayment only after half of the term and not
// before 7 days after release; once late, a one-off fee (1,000 for new clients, 800 for repeat clients) plus a daily
// rate on the unpaid amount (5% on days 1-30, 4% on days 31-90, 2% from day 91). The numbers are configuration
// (config.ts LOAN_TERMS_FILE, these by default); the rules are here, pure, in whole centavos.

export interface LoanTerms {
  prepayment: {
    /** Repaying early opens once this fraction of the term has passed (0.5: after half of it). */
    afterTermFraction: number;
    /** ...and not before this many days after release. */
    minDaysAfterRelease: number;
  };
  lateFee: {
    /** One-off fee on the first late day, as a decimal amount: new clients, repeat clients. */
    oneOff: { newClient: string; repeatClient: string };
    /** Daily rates on the unpaid amount, by the late day they start on (the first starts on day 1). */
    dailyRates: { fromDay: number; percent: number }[];
  };
}

export const defaultLoanTerms: LoanTerms = {
  prepayment: { afterTermFraction: 0.5, minDaysAfterRelease: 7 },
  lateFee: {
    oneOff: { newClient: '1000.00', repeatClient: '800.00' },
    dailyRates: [
      { fromDay: 1, percent: 5 },
      { fromDay: 31, percent: 4 },
      { fromDay: 91, percent: 2 },
    ],
  },
};

/** Why a terms file is refused; the message names the field. */
export function loanTermsProblem(terms: unknown): string | undefined {
  const t = terms as Partial<LoanTerms> | null;
  const money = /^(0|[1-9][0-9]{0,8})(\.[0-9]{1,2})?$/;
  if (typeof t !== 'object' || t === null) return 'must be an object with prepayment and lateFee';
  const fraction = t.prepayment?.afterTermFraction;
  if (typeof fraction !== 'number' || !(fraction >= 0 && fraction <= 1)) return 'prepayment.afterTermFraction must be a number from 0 to 1';
  const minDays = t.prepayment?.minDaysAfterRelease;
  if (!Number.isInteger(minDays) || (minDays as number) < 0) return 'prepayment.minDaysAfterRelease must be a whole number of days';
  for (const key of ['newClient', 'repeatClient'] as const) {
    const fee = t.lateFee?.oneOff?.[key];
    if (typeof fee !== 'string' || !money.test(fee)) return `lateFee.oneOff.${key} must be a decimal amount such as "1000.00"`;
  }
  const rates = t.lateFee?.dailyRates;
  if (!Array.isArray(rates) || rates.length === 0) return 'lateFee.dailyRates must list at least one rate';
  let previous = 0;
  for (const [index, rate] of rates.entries()) {
    if (!Number.isInteger(rate?.fromDay) || rate.fromDay <= previous || (index === 0 && rate.fromDay !== 1)) return `lateFee.dailyRates[${index}].fromDay must rise from 1`;
    if (typeof rate.percent !== 'number' || !(rate.percent >= 0 && rate.percent <= 100)) return `lateFee.dailyRates[${index}].percent must be from 0 to 100`;
    previous = rate.fromDay;
  }
  return undefined;
}

const dayMs = 86_400_000;

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export interface Schedule {
  releasedOn: string;
  dueOn: string;
  repeatClient: boolean;
}

/** The first day the order may be repaid: after half of the term, and not before 7 days after release. */
export function prepaymentOpensOn(schedule: Schedule, terms: LoanTerms = defaultLoanTerms): string {
  const term = daysBetween(schedule.releasedOn, schedule.dueOn);
  const afterFraction = Math.ceil(term * terms.prepayment.afterTermFraction);
  return addDays(schedule.releasedOn, Math.min(term, Math.max(afterFraction, terms.prepayment.minDaysAfterRelease)));
}

/** The late fee in centavos after `daysLate` late days on `unpaidCents`: the one-off fee plus each day's rate. */
export function lateFeeCents(unpaidCents: number, daysLate: number, repeatClient: boolean, terms: LoanTerms = defaultLoanTerms): number {
  if (daysLate <= 0) return 0;
  const oneOff = toCents(repeatClient ? terms.lateFee.oneOff.repeatClient : terms.lateFee.oneOff.newClient);
  const rates = terms.lateFee.dailyRates;
  let daily = 0;
  for (const [index, rate] of rates.entries()) {
    const until = index + 1 < rates.length ? rates[index + 1]!.fromDay - 1 : Infinity;
    const days = Math.max(0, Math.min(daysLate, until) - rate.fromDay + 1);
    // Basis points of a percent keep the sum in whole centavos: round once per band, half up.
    daily += Math.round((unpaidCents * rate.percent * days) / 100);
  }
  return oneOff + daily;
}

export type Standing =
  | { kind: 'notYet'; opensOn: string }
  | { kind: 'open'; daysLate: 0; lateFee: '0.00'; amountDue: string }
  | { kind: 'late'; daysLate: number; lateFee: string; amountDue: string };

/** Where an order with a schedule stands on `today`: not yet repayable, repayable as owed, or late with its fee. */
export function standing(schedule: Schedule, unpaid: string, today: string, terms: LoanTerms = defaultLoanTerms): Standing {
  const opensOn = prepaymentOpensOn(schedule, terms);
  if (today < opensOn) return { kind: 'notYet', opensOn };
  const daysLate = Math.max(0, daysBetween(schedule.dueOn, today));
  if (daysLate === 0) return { kind: 'open', daysLate: 0, lateFee: '0.00', amountDue: unpaid };
  const fee = lateFeeCents(toCents(unpaid), daysLate, schedule.repeatClient, terms);
  return { kind: 'late', daysLate, lateFee: fromCents(fee), amountDue: fromCents(toCents(unpaid) + fee) };
}

let active: LoanTerms = defaultLoanTerms;

/** The terms in force: set once at start from the configuration (server/start.ts). */
export function activeLoanTerms(): LoanTerms {
  return active;
}

export function setLoanTerms(terms: LoanTerms): void {
  active = terms;
}
