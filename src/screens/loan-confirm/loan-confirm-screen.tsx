import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { amountText, codeIs } from '../../../core/codes.ts';
import { message } from '../../../core/messages.ts';
import { descriptor, nodes } from '../../../generated/screens/loan-confirm.ts';
import { jumpToAgreement, pushLoan, useAgreements, useLoanConfirm, type LoanConfirm } from '../../api/loan-confirm.ts';
import { useBridge } from '../../bridge/bridge-context.ts';
import { isIosShell, pageShellHints } from '../../bridge/shell-os.ts';
import { showToast } from '../../platform/feedback.ts';
import { useSession } from '../../platform/session-context.ts';
import { useBackGuard } from './back-guard.ts';
import { admitAgreementPage, startAgreementFetch } from './agreement-page.ts';
import { urlOf, useConfirmPage } from './confirm-actions.ts';
import { confirmScreenData } from './confirm-data.ts';
import { ConfirmPage, type ConfirmDialog, type DialogChoice } from './confirm-view.tsx';

const intentOf = (terms: LoanConfirm) => [terms.amount, terms.periods, terms.termUnit];

const push = async (productId: string, terms: LoanConfirm, idempotencyKey: string) =>
  urlOf(await pushLoan({ productId, amount: amountText(terms.amount), periods: terms.periods, termUnit: terms.termUnit, idempotencyKey }), (data) => data.lendDetailsUrl);
const jump = async (productId: string, position: string) => urlOf(await jumpToAgreement(productId, position), (data) => data.contract_url);

/**
 * Loan confirmation, version 3 (confirmNewUrl): the product's terms, the plan, the agreements and 'Loan Now'. The
 * agreement modal opens with the page when popAgreementUrl is set; with isPopType 1 a back press asks first.
 */
export default function LoanConfirmScreen() {
  const session = useSession();
  const bridge = useBridge();
  const { productId } = session;
  const confirm = useLoanConfirm(productId);
  const agreements = useAgreements(productId);
  const { data: terms } = confirm;
  const [retention, setRetention] = useState<ConfirmDialog>();

  const onBack = useCallback(() => {
    if (!terms) return;
    // SPEC.md section 2: the popup is titled 'Point out' (the server's popTitle is not its title); its text is popContent.
    setRetention({ kind: 'retention', title: message('loanConfirm.retention.title'), content: terms.popContent });
  }, [terms]);
  // SPEC.md section 4: on iOS a back press shows the retention popup, only when isPopType is 1.
  const [ios] = useState(() => isIosShell(pageShellHints(session.params.osVersion)));
  const retains = ios && codeIs(terms?.isPopType, 1);
  const guard = useBackGuard(retains, onBack);

  // The agreement modal opens with the page when popAgreementUrl is set and the URL policy admits it, until answered.
  const popAgreementUrl = terms?.popAgreementUrl ?? '';
  const agreement = useMemo(() => (popAgreementUrl ? admitAgreementPage(popAgreementUrl) : undefined), [popAgreementUrl]);
  const [agreementAnswered, setAgreementAnswered] = useState(false);
  // The agreement page is asked for in the commit that draws the modal, before the browser lays it out, and before
  // the modal's own effect takes it up: layout effects run before any passive effect of their commit.
  useLayoutEffect(() => {
    if (agreement?.ok) startAgreementFetch(agreement.url);
    else if (agreement) void showToast(agreement.text);
  }, [agreement]);
  const agreementModal: ConfirmDialog | undefined = agreement?.ok && !agreementAnswered ? { kind: 'agreement', url: agreement.url } : undefined;

  const onDialog = (kind: ConfirmDialog['kind'], choice: DialogChoice) => {
    if (kind === 'agreement') setAgreementAnswered(true);
    else setRetention(undefined);
    if (choice === 'cancel') {
      guard.release();
      bridge.closeWebview();
    } else if (kind === 'retention') {
      guard.stay();
    }
  };

  const page = useConfirmPage({ confirm, agreements, screenData: confirmScreenData, intentOf, push, jump, beforeLeaving: guard.leave }, session);

  return <ConfirmPage {...page} descriptor={descriptor} nodes={nodes} dialog={retention ?? agreementModal} onDialog={onDialog} />;
}
