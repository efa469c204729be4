import { describe, expect, it } from 'vitest';
import {
  addDays,
  classicLoanConfirmAnswer,
  confirmationOf,
  detailRows,
  fromCents,
  loanConfirmAnswer,
  loanPlan,
  nonEmpty,
  productOfFixture,
  rateText,
  toCents,
  type LoanProduct,
} from './loan-terms.ts';

describe('money in centavos', () => {
  it.each([
    ['5000.00', 500000n],
    ['0.05', 5n],
    ['12.5', 1250n],
    ['7', 700n],
  ] as const)('%j -> %i cents', (amount, cents) => expect(toCents(amount)).toBe(cents));

  it.each([
    [500000n, '5000.00'],
    [5n, '0.05'],
    [1250n, '12.50'],
    [0n, '0.00'],
  ] as const)('%i cents -> %j', (cents, amount) => expect(fromCents(cents)).toBe(amount));
});

describe('addDays', () => {
  it.each([
    ['2027-01-15', 30, '2027-02-14'],
    ['2027-12-30', 61, '2028-02-29'],
    ['2027-03-31', 1, '2027-04-01'],
    ['2027-01-15', 0, '2027-01-15'],
  ] as const)('%s + %i days = %s', (date, days, after) => expect(addDays(date, days)).toBe(after));
});

describe('the repayment plan', () => {
  // amount, periods x termUnit, rate (hundredths of a percent a day), today -> interest, total, instalments (date amount).
  it.each([
    ['5000.00', 1, 91, 5, '2026-11-25', '227.50', '5227.50', ['2027-02-24 5227.50']],
    ['8000.00', 4, 30, 6, '2026-11-25', '576.00', '8576.00', ['2026-12-25 2144.00', '2027-01-24 2144.00', '2027-02-23 2144.00', '2027-03-25 2144.00']],
    ['3000.00', 3, 61, 4, '2026-11-25', '219.60', '3219.60', ['2027-01-25 1073.20', '2027-03-27 1073.20', '2027-05-27 1073.20']],
    ['7000.00', 6, 60, 5, '2026-11-25', '1260.00', '8260.00', ['2027-01-24 1376.66', '2027-03-25 1376.66', '2027-05-24 1376.66', '2027-07-23 1376.66', '2027-09-21 1376.66', '2027-11-20 1376.70']],
    ['10000.00', 12, 30, 3, '2026-11-25', '1080.00', '11080.00', [...Array.from({ length: 11 }, () => '923.33'), '923.37']],
    // half a centavo of interest rounds up: 100625 x 8 x 91 / 10000 = 7325.5 cents
    ['1006.25', 1, 91, 8, '2026-11-25', '73.26', '1079.51', ['2027-02-24 1079.51']],
    // 1000.10 x 0.05% x 100 days = 50.005: rounds up to 50.01; 1050.11 / 2 = 525.05, the odd centavo on the last
    ['1000.10', 2, 50, 5, '2026-11-25', '50.01', '1050.11', ['2027-01-14 525.05', '2027-03-05 525.06']],
    // no interest; the dates cross a leap day
    ['900.00', 2, 61, 0, '2027-12-30', '0.00', '900.00', ['2028-02-29 450.00', '2028-04-30 450.00']],
  ] as const)('%s over %i x %i days at %i bp from %s: interest %s', (amount, periods, termUnit, rateBpPerDay, today, interest, total, instalments) => {
    const plan = loanPlan({ amount, periods, termUnit, rateBpPerDay }, today);
    expect(plan.termDays).toBe(periods * termUnit);
    expect(plan.interest).toBe(interest);
    expect(plan.total).toBe(total);
    const shown = plan.instalments.map((entry) => (instalments.every((row) => row.includes(' ')) ? `${entry.dueDate} ${entry.amount}` : entry.amount));
    expect(shown).toEqual([...instalments]);
    const sum = plan.instalments.reduce((cents, entry) => cents + Math.round(Number(entry.amount) * 100), 0);
    expect(sum).toBe(Math.round(Number(total) * 100));
  });

  it('refuses to make an empty list non-empty', () => {
    expect(nonEmpty([1, 2])).toEqual([1, 2]);
    expect(() => nonEmpty([])).toThrow('at least one instalment');
  });
});

describe('the texts', () => {
  it.each([
    [5, '0.05% per day'],
    [6, '0.06% per day'],
    [125, '1.25% per day'],
  ] as const)('%i bp a day reads %j', (rate, text) => expect(rateText(rate)).toBe(text));

  it("writes the doc comment's worked example as the detail rows", () => {
    const plan = loanPlan({ amount: '8000.00', periods: 4, termUnit: 30, rateBpPerDay: 6 }, '2027-01-15');
    expect(detailRows({ periods: 4 }, plan)).toEqual([
      { label: 'Interest', value: '₱576.00' },
      { label: 'Total repayment', value: '₱8,576.00' },
      { label: 'Repayment periods', value: '4' },
      { label: 'First repayment date', value: 'Feb 14, 2027' },
    ]);
  });
});

describe('the answers', () => {
  const product: LoanProduct = {
    productId: '202',
    name: 'CashPeso Plus',
    logo: '/logo.svg',
    amount: '8000.00',
    periods: 4,
    termUnit: 30,
    rateBpPerDay: 6,
    isPopType: 1,
    popTitle: 'Point out',
    popContent: 'Stay?',
    popAgreementUrl: '/app/loan-terms',
    buttonText: 'Borrow now',
    promo: { show: 1, imageUrl: '/promo.svg', text: 'First loan?' },
  };
  const dates = ['2027-02-14', '2027-03-16', '2027-04-15', '2027-05-15'];
  const rows = [
    { label: 'Interest', value: '₱576.00' },
    { label: 'Total repayment', value: '₱8,576.00' },
    { label: 'Repayment periods', value: '4' },
    { label: 'First repayment date', value: 'Feb 14, 2027' },
  ];

  it("maps version 3's fields", () => {
    expect(loanConfirmAnswer(confirmationOf(product, '2027-01-15'))).toEqual({
      comProductLogo: '/logo.svg',
      comProductName: 'CashPeso Plus',
      amount: '8000.00',
      periods: 4,
      termUnit: 30,
      details: rows.map((row) => ({ text: row.label, value: row.value })),
      repay_plans: dates.map((date) => ({ pay_time: date, amount: '2144.00' })),
      firstPayTime: '2027-02-14',
      firstPeriodDay: 30,
      pRateDsc: '0.06% per day',
      sendSms: 0,
      isPopType: 1,
      popTitle: 'Point out',
      popContent: 'Stay?',
      popAgreementUrl: '/app/loan-terms',
    });
  });

  it("maps the older variant's fields", () => {
    expect(classicLoanConfirmAnswer(confirmationOf(product, '2027-01-15'))).toEqual({
      productId: '202',
      productName: 'CashPeso Plus',
      productLogo: '/logo.svg',
      loanAmount: '8000.00',
      repaymentDate: '2027-05-15',
      periods: 4,
      daysPerPeriod: 30,
      loanTermDays: 120,
      rateText: '0.06% per day',
      detailedRows: rows,
      planRows: dates.map((date, index) => ({ period: index + 1, dueDate: date, amount: '2144.00' })),
      buttonText: 'Borrow now',
      promoPopup: { show: 1, imageUrl: '/promo.svg', text: 'First loan?' },
    });
  });
});

describe('productOfFixture', () => {
  const popups = { retentionPopup: { title: 'Wait', content: 'Stay a moment' }, agreementPage: '/app/loan-terms' };
  const listed = {
    productId: '7',
    name: 'Cash',
    logo: '/logo.svg',
    amount: '5000.00',
    periods: 1,
    termUnit: 7,
    rateBpPerDay: 5,
    isPopType: 1,
    agreementModal: true,
    buttonText: 'Loan Now',
    promoPopup: { show: 1, imageUrl: '/promo.svg', text: 'First loan?' },
  };

  it("turns the product's flags into the texts they ask for", () => {
    expect(productOfFixture(listed, popups)).toMatchObject({
      isPopType: 1,
      popTitle: 'Wait',
      popContent: 'Stay a moment',
      popAgreementUrl: '/app/loan-terms',
      promo: { show: 1, imageUrl: '/promo.svg', text: 'First loan?' },
    });
  });

  it('answers no texts where the flags are off', () => {
    const plain = productOfFixture({ ...listed, isPopType: 0, agreementModal: false, promoPopup: { ...listed.promoPopup, show: 0 } }, popups);
    expect(plain).toMatchObject({ isPopType: 0, popTitle: '', popContent: '', popAgreementUrl: '', promo: { show: 0 } });
  });
});
