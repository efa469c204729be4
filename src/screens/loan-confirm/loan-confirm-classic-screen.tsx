import { useState } from 'react';
import { amountText } from '../../../core/codes.ts';
import { descriptor, nodes } from '../../../generated/screens/loan-confirm-classic.ts';
import { jumpToClassicAgreement, pushClassicLoan, useClassicAgreements, useClassicLoanConfirm, type ClassicLoanConfirm } from '../../api/loan-confirm-classic.ts';
import { useSession } from '../../platform/session-context.ts';
import { urlOf, useConfirmPage } from './confirm-actions.ts';
import { classicScreenData } from './confirm-data.ts';
import { ConfirmPage, type ConfirmDialog } from './confirm-view.tsx';

const intentOf = (terms: ClassicLoanConfirm) => [terms.loanAmount, terms.periods, terms.daysPerPeriod];

const push = async (productId: string, terms: ClassicLoanConfirm, idempotencyKey: string) =>
  urlOf(
    await pushClassicLoan({ productId, loanAmount: amountText(terms.loanAmount), periods: terms.periods, daysPerPeriod: terms.daysPerPeriod, idempotencyKey }),
    (data) => data.orderDetailsUrl,
  );
const jump = async (productId: string, position: string) => urlOf(await jumpToClassicAgreement(productId, position), (data) => data.agreementUrl);

/**
 * Loan confirmation, the older variant (confirmUrl), on the /gopia/goya calls: the amount, the repayment date, the
 * 'Detailed' and 'Plan' rows, the agreements and the server's button text; the promotional popup opens with the page.
 */
export default function LoanConfirmClassicScreen() {
  const session = useSession();
  const { productId } = session;
  const confirm = useClassicLoanConfirm(productId);
  const agreements = useClassicAgreements(productId);
  const page = useConfirmPage({ confirm, agreements, screenData: classicScreenData, intentOf, push, jump }, session);
  // The promotional popup opens with the page and stays closed once closed.
  const [promoClosed, setPromoClosed] = useState(false);

  const promo = confirm.data?.promoPopup;
  const dialog: ConfirmDialog | undefined =
    promo && promo.show === 1 && !promoClosed && (promo.imageUrl || promo.text) ? { kind: 'promo', imageUrl: promo.imageUrl, text: promo.text } : undefined;

  return <ConfirmPage {...page} descriptor={descriptor} nodes={nodes} dialog={dialog} onDialog={() => setPromoClosed(true)} />;
}
