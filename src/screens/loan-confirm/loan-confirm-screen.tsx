import { useCallback, useEffect, useState } from 'react';
import { amountText, codeIs } from '../../../core/codes.ts';
import { message } from '../../../core/messages.ts';
import { descriptor, nodes } from '../../../generated/screens/loan-confirm.ts';
import { jumpToAgreement, pushLoan, useAgreements, useLoanConfirm, type LoanConfirm } from '../../api/loan-confirm.ts';
import { useBridge } from '../../bridge/bridge-context.ts';
import { isIosShell, pageShellHints } from '../../bridge/shell-os.ts';
import { showToast } from '../../platform/feedback.ts';
import { prefetchWhenIdle } from '../../platform/idle-prefetch.ts';
import { useSession } from '../../platform/session-context.ts';
import { useBackGuard } from './back-guard.ts';
import { urlOf, useConfirmPage, withSubmit } from './confirm-actions.ts';
import { confirmScreenData } from './confirm-data.ts';
import { ConfirmPage, loadDialogs, type ConfirmDialog, type DialogChoice } from './confirm-view.tsx';

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
  const [dialogs, setDialogs] = useState<ConfirmDialog[]>([]);

  const onBack = useCallback(() => {
    if (!terms) return;
    // SPEC.md section 2: the popup is titled 'Point out' (the server's popTitle is not its title); its text is popContent.
    setDialogs((shown) => [...shown.filter((d) => d.kind !== 'retention'), { kind: 'retention', title: message('loanConfirm.retention.title'), content: terms.popContent }]);
  }, [terms]);
  // SPEC.md section 4: on iOS a back press shows the retention popup, only when isPopType is 1.
  const [ios] = useState(() => isIosShell(pageShellHints(session.params.osVersion)));
  const retains = ios && codeIs(terms?.isPopType, 1);
  const guard = useBackGuard(retains, onBack);

  // The agreement modal opens with the page, once, when popAgreementUrl is set and the URL policy admits it.
  const popAgreementUrl = terms?.popAgreementUrl ?? '';
  useEffect(() => {
    if (!popAgreementUrl) return;
    // The modal's code is fetched beside the URL policy's, not after it: one round trip less (0.56 s on 3G) before
    // the agreement shows. Not a fetch on spec: the modal opens unless the policy refuses the URL.
    void loadDialogs().catch(() => undefined);
    void withSubmit((submit) => {
      const verdict = submit.admitAgreementPage(popAgreementUrl);
      if (!verdict.ok) {
        void showToast(verdict.text);
        return;
      }
      // The agreement page is asked for now, before the modal that shows it is drawn (agreement-page.ts).
      void loadDialogs().then((dialogs) => dialogs.startAgreementFetch(verdict.url), () => undefined);
      setDialogs((shown) => (shown.some((d) => d.kind === 'agreement') ? shown : [{ kind: 'agreement', url: verdict.url }, ...shown]));
    });
  }, [popAgreementUrl]);
  // With isPopType 1 the retention popup is a back press away: its code comes once the page is idle, on fast data
  // only (idle-prefetch.ts); otherwise the back press loads it.
  useEffect(() => {
    if (!retains) return undefined;
    return prefetchWhenIdle(() => void loadDialogs().catch(() => undefined));
  }, [retains]);

  const onDialog = (kind: ConfirmDialog['kind'], choice: DialogChoice) => {
    setDialogs((shown) => shown.filter((d) => d.kind !== kind));
    if (choice === 'cancel') {
      guard.release();
      bridge.closeWebview();
    } else if (kind === 'retention') {
      guard.stay();
    }
  };

  const page = useConfirmPage({ confirm, agreements, screenData: confirmScreenData, intentOf, push, jump, beforeLeaving: guard.leave }, session);

  return <ConfirmPage {...page} descriptor={descriptor} nodes={nodes} dialog={dialogs.at(-1)} onDialog={onDialog} />;
}
