import { useCallback, useEffect, useMemo, useState } from 'react';
import { amountText, codeIs } from '../../../core/codes.ts';
import { message } from '../../../core/messages.ts';
import { descriptor, nodes } from '../../../generated/screens/loan-confirm.ts';
import { jumpToAgreement, pushLoan, useAgreements, useLoanConfirm } from '../../api/loan-confirm.ts';
import { useBridge } from '../../bridge/bridge-context.ts';
import { isIosShell, pageShellHints } from '../../bridge/shell-os.ts';
import { showToast } from '../../platform/feedback.ts';
import { prefetchWhenIdle } from '../../platform/idle-prefetch.ts';
import { useSession } from '../../platform/session-context.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { useBackGuard } from './back-guard.ts';
import { useConfirmActions, withSubmit } from './confirm-actions.ts';
import { confirmScreenData } from './confirm-data.ts';
import { ConfirmView, loadDialogs, type ConfirmDialog, type DialogChoice } from './confirm-view.tsx';

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

  const data = useMemo(
    () => (terms && agreements.data ? confirmScreenData(terms, agreements.data, session.isRupeeMarket) : undefined),
    [terms, agreements.data, session.isRupeeMarket],
  );

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
    void withSubmit((submit) => {
      const verdict = submit.admitAgreementPage(popAgreementUrl);
      if (!verdict.ok) {
        void showToast(verdict.text);
        return;
      }
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

  const push = useCallback(
    async (idempotencyKey: string) => {
      if (!terms || !productId) return undefined;
      const result = await pushLoan({ productId, amount: amountText(terms.amount), periods: terms.periods, termUnit: terms.termUnit, idempotencyKey });
      return result.success ? result.data.lendDetailsUrl : undefined;
    },
    [terms, productId],
  );
  const jump = useCallback(
    async (position: string) => {
      if (!productId) return undefined;
      const result = await jumpToAgreement(productId, position);
      return result.success ? result.data.contract_url : undefined;
    },
    [productId],
  );
  const intent = terms && productId ? [productId, terms.amount, terms.periods, terms.termUnit].join('|') : undefined;
  const actions = useConfirmActions({ intent, agreements: data?.agreements ?? [], push, jump, beforeLeaving: guard.leave }, session);

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
      dialog={dialogs.at(-1)}
      onDialog={onDialog}
    />
  );
}
