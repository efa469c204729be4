import { useCallback, useMemo, useState } from 'react';
import { amountText } from '../../../core/codes.ts';
import { message } from '../../../core/messages.ts';
import { descriptor, nodes } from '../../../generated/screens/loan-confirm-classic.ts';
import { jumpToClassicAgreement, pushClassicLoan, useClassicAgreements, useClassicLoanConfirm } from '../../api/loan-confirm-classic.ts';
import { useSession } from '../../platform/session-context.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { useConfirmActions } from './confirm-actions.ts';
import { classicScreenData } from './confirm-data.ts';
import { ConfirmView, type ConfirmDialog } from './confirm-view.tsx';

/**
 * Loan confirmation, the older variant (confirmUrl), on the /gopia/goya calls: the amount, the repayment date, the
 * 'Detailed' and 'Plan' rows, the agreements and the server's button text; the promotional popup opens with the page.
 */
export default function LoanConfirmClassicScreen() {
  const session = useSession();
  const { productId } = session;
  const confirm = useClassicLoanConfirm(productId);
  const agreements = useClassicAgreements(productId);
  const { data: terms } = confirm;
  // The promotional popup opens with the page and stays closed once closed.
  const [promoClosed, setPromoClosed] = useState(false);

  const data = useMemo(
    () => (terms && agreements.data ? classicScreenData(terms, agreements.data, session.isRupeeMarket) : undefined),
    [terms, agreements.data, session.isRupeeMarket],
  );

  const promo = terms?.promoPopup;
  const dialog: ConfirmDialog | undefined =
    promo && promo.show === 1 && !promoClosed && (promo.imageUrl || promo.text) ? { kind: 'promo', imageUrl: promo.imageUrl, text: promo.text } : undefined;

  const push = useCallback(
    async (idempotencyKey: string) => {
      if (!terms || !productId) return undefined;
      const result = await pushClassicLoan({
        productId,
        loanAmount: amountText(terms.loanAmount),
        periods: terms.periods,
        daysPerPeriod: terms.daysPerPeriod,
        idempotencyKey,
      });
      return result.success ? result.data.orderDetailsUrl : undefined;
    },
    [terms, productId],
  );
  const jump = useCallback(
    async (position: string) => {
      if (!productId) return undefined;
      const result = await jumpToClassicAgreement(productId, position);
      return result.success ? result.data.agreementUrl : undefined;
    },
    [productId],
  );
  const intent = terms && productId ? [productId, terms.loanAmount, terms.periods, terms.daysPerPeriod].join('|') : undefined;
  const actions = useConfirmActions({ intent, agreements: data?.agreements ?? [], push, jump }, session);

  if (!productId) return <ErrorState text={message('loanConfirm.noProduct')} />;
  return (
    <ConfirmView
      descriptor={descriptor}
      nodes={nodes}
      data={data}
      error={confirm.error ?? agreements.error}
      isValidating={confirm.isValidating || agreements.isValidating}
      onRetry={() => {
        void confirm.mutate();
        void agreements.mutate();
      }}
      actions={actions}
      dialog={dialog}
      onDialog={() => setPromoClosed(true)}
    />
  );
}
