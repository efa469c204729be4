import { classicLoanConfirmAnswer, confirmationOf, loanConfirmAnswer, productOfFixture, type LoanProduct } from '../../core/loan-terms.ts';
import corpus from '../../schemas/fixtures/loan-confirm.json';
import type { ClassicLoanConfirm } from '../../src/api/loan-confirm-classic.ts';
import type { LoanConfirm } from '../../src/api/loan-confirm.ts';

// The loan-confirmation stories' terms (loan-confirm.stories.tsx, loan-confirm-view.stories.tsx): the corpus'
// 'all-popups' product of schemas/fixtures/loan-confirm.json as the reference server answers it, priced and mapped
// to each contract by the server's own rules (core/loan-terms.ts).

export const product = corpus.products.find((p) => p.key === 'all-popups')!;
export const agreements = corpus.agreements.map((agreement, index) => ({ title: agreement.title, position: String(index + 1) }));

/** The day the terms are asked for, fixed so that the stories read the same every day. */
export const today = '2027-01-15';

/** The product as the seed stores it (core/loan-terms.ts productOfFixture), the agreement modal and promo popup turned off at will. */
const offered = (agreementModal: boolean, promo: boolean): LoanProduct => {
  const stored = productOfFixture(product, corpus);
  return {
    ...stored,
    popAgreementUrl: agreementModal ? stored.popAgreementUrl : '',
    promo: { ...stored.promo, show: promo ? stored.promo.show : 0 },
  };
};

const terms = confirmationOf(offered(true, true), today);
export const termDays = terms.plan.termDays;
export const plan = terms.plan.instalments;
export const rows = terms.rows;
export const rateText = terms.rateText;

/** Version 3's terms; `agreementModal` false answers no popAgreementUrl, so the page shows without the modal. */
export const confirmTerms = (agreementModal = true): LoanConfirm => loanConfirmAnswer(confirmationOf(offered(agreementModal, true), today));

/** The older variant's terms; `promo` false answers the promo popup hidden, so the page shows without it. */
export const classicTerms = (promo = true): ClassicLoanConfirm => classicLoanConfirmAnswer(confirmationOf(offered(true, promo), today));
