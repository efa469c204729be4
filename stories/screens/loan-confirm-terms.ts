import { classicLoanConfirmAnswer, confirmationOf, loanConfirmAnswer, type LoanProduct } from '../../core/loan-terms.ts';
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

/** The product as the seed stores it (server/db/seed-loan-confirm.ts): popup texts only where the flags ask for them. */
const offered = (agreementModal: boolean, promo: boolean): LoanProduct => ({
  productId: product.productId,
  name: product.name,
  logo: product.logo,
  amount: product.amount,
  periods: product.periods,
  termUnit: product.termUnit,
  rateBpPerDay: product.rateBpPerDay,
  isPopType: product.isPopType === 1 ? 1 : 0,
  popTitle: product.isPopType === 1 ? corpus.retentionPopup.title : '',
  popContent: product.isPopType === 1 ? corpus.retentionPopup.content : '',
  popAgreementUrl: agreementModal && product.agreementModal ? corpus.agreementPage : '',
  buttonText: product.buttonText,
  promo: { show: promo && product.promoPopup.show === 1 ? 1 : 0, imageUrl: product.promoPopup.imageUrl, text: product.promoPopup.text },
});

const terms = confirmationOf(offered(true, true), today);
export const termDays = terms.plan.termDays;
export const plan = terms.plan.instalments;
export const rows = terms.rows;
export const rateText = terms.rateText;

/** Version 3's terms; `agreementModal` false answers no popAgreementUrl, so the page shows without the modal. */
export const confirmTerms = (agreementModal = true): LoanConfirm => loanConfirmAnswer(confirmationOf(offered(agreementModal, true), today));

/** The older variant's terms; `promo` false answers the promo popup hidden, so the page shows without it. */
export const classicTerms = (promo = true): ClassicLoanConfirm => classicLoanConfirmAnswer(confirmationOf(offered(true, promo), today));
