import { lazy, Suspense, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { message } from '../../../core/messages.ts';
import { formatMoney } from '../../../renderers/core/format.ts';
import { useOneAtATime } from '../../../renderers/core/one-at-a-time.ts';
import routes from '../../../schemas/routes.json';
import { describeError } from '../../api/api-error.ts';
import {
  commitRepayment,
  confirmRepayment,
  repaymentGateway,
  useRepaymentWay,
  type LegacyBankCard,
  type RepaymentWayData,
} from '../../api/legacy-repay.ts';
import { goBack } from '../../bridge/bridge.ts';
import { useBridge } from '../../bridge/bridge-context.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { showToast } from '../../platform/feedback.ts';
import { useIntentKeys } from '../../platform/idempotency-key.ts';
import { useLocationSearch } from '../../platform/location-search.ts';
import { pageLocation, routeHref } from '../../platform/navigation.ts';
import { useSession } from '../../platform/session-context.ts';
import { smsCountdownSeconds, useCountdown } from '../../platform/use-countdown.ts';
import { DeadEnd } from '../../ui/dead-end.tsx';
import { LoadGate, LoadingState } from '../../ui/error-state.tsx';
import { codeProblem, confirmOutcome, readAmount, readUserId } from './legacy-repay-logic.ts';
import styles from './legacy-repay.module.css';

// The code step (and antd-mobile's Input) loads once a code was sent, not with the card list.
const CodeStep = lazy(() => import('./code-step.tsx'));
// Following the gateway's URL (the URL policy, 1.1 KB gzip) is fetched as the gateway call starts, beside it: the
// page draws without it, and within its budget (issue 27).
const loadFollowUrl = () => import('../../platform/follow-url.ts');

export interface CardsStepProps {
  cards: readonly LegacyBankCard[];
  cardId: string | undefined;
  onCard: (id: string) => void;
  busy: boolean;
  onSubmit: () => void;
  onGateway: () => void;
}

export function CardsStep({ cards, cardId, onCard, busy, onSubmit, onGateway }: CardsStepProps) {
  return (
    <>
      {cards.length === 0 ? (
        <p className={styles.empty}>{message('legacyRepay.noCards')}</p>
      ) : (
        <fieldset className={styles.cards}>
          <legend className={styles.legend}>{message('legacyRepay.cards')}</legend>
          {cards.map((card) => (
            <label key={card.id} className={styles.card}>
              <span>
                {card.bankName}
                <span className={styles.cardNo}>{card.cardNo}</span>
              </span>
              <input
                type="radio"
                name="legacy-card"
                className={styles.radio}
                value={card.id}
                checked={card.id === cardId}
                onChange={() => onCard(card.id)}
              />
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.actions}>
        {cards.length > 0 && (
          <Button block color="primary" loading={busy} onClick={onSubmit}>
            {message('legacyRepay.submit')}
          </Button>
        )}
        <Button block fill="outline" color="primary" disabled={busy} onClick={onGateway}>
          {message('legacyRepay.otherWay')}
        </Button>
      </div>
    </>
  );
}

interface RepayRecord {
  repayRecordId: string;
}

function LegacyRepayFlow({
  orderId,
  productId,
  amount,
  userId,
  way,
  reloadWay,
}: {
  orderId: string;
  productId: string;
  amount: string;
  userId: string | undefined;
  way: RepaymentWayData;
  reloadWay: () => Promise<RepaymentWayData | undefined>;
}) {
  const session = useSession();
  const { busy, run } = useOneAtATime();
  const [cardId, setCardId] = useState<string | undefined>(undefined);
  const [record, setRecord] = useState<RepayRecord | undefined>(undefined);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [resendAt, setResendAt] = useState<number | undefined>(undefined);
  const secondsLeft = useCountdown(resendAt);
  // One key per intent, kept across retries of it.
  const { keyFor } = useIntentKeys();
  const borrowDetail = () => pageLocation.replace(routeHref('loanDetailUrl', session, { productId, orderId }));

  async function commit(token: string, card: LegacyBankCard) {
    const answer = await commitRepayment({
      amount,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: '',
      orderId,
      repayToken: token,
      bankCode: card.bankCode,
      sendMsg: '1',
      idempotencyKey: keyFor(`commit:${token}:${card.id}`),
    });
    if (!answer.success) return; // The client toasted the server's message.
    if (answer.data.needValid === 1) {
      setRecord({ repayRecordId: answer.data.repayRecordId });
      setResendAt(Date.now() + smsCountdownSeconds * 1000);
    } else {
      void showToast(message('legacyRepay.paid'));
      borrowDetail();
    }
  }

  // A call with no usable answer (offline, a timeout, a 5xx, an answer that breaks its schema) is said, in the
  // catalog's words; the choice stays, for the same tap to try again. A failure envelope was toasted by the client.
  const sayFailure = (failure: unknown): undefined => {
    void showToast(describeError(failure));
    return undefined;
  };

  const onSubmit = () =>
    void run(async () => {
      const card = way.bankCards.find((each) => each.id === cardId);
      if (!card) {
        void showToast(message('legacyRepay.chooseCard'));
        return;
      }
      await commit(way.repayToken, card).catch(sayFailure);
    });

  const onResend = () =>
    void run(async () => {
      const card = way.bankCards.find((each) => each.id === cardId);
      if (!card) return;
      // A repayToken is one use: a new code needs a new token, and so a new commit.
      const fresh = await reloadWay().catch(sayFailure);
      if (fresh) await commit(fresh.repayToken, card).catch(sayFailure);
    });

  const onConfirm = () =>
    void run(async () => {
      if (!record) return;
      const problem = codeProblem(code);
      if (problem) {
        setCodeError(message(problem));
        return;
      }
      setCodeError(undefined);
      try {
        const answer = await confirmRepayment({
          orderId,
          verifyCode: code,
          repaymentRecordId: record.repayRecordId,
          idempotencyKey: keyFor(`confirm:${record.repayRecordId}:${code}`),
        });
        const outcome = confirmOutcome(answer, message);
        if (outcome.kind === 'done') {
          void showToast(message('legacyRepay.paid'));
          borrowDetail();
        } else {
          // Said once, beside the code (an alert, so it is announced); what was typed stays to be corrected.
          setCodeError(outcome.text);
        }
      } catch (failure) {
        void showToast(describeError(failure));
      }
    });

  const onGateway = () =>
    void run(async () => {
      const following = loadFollowUrl();
      // Not left unhandled when the call fails first; the failure that matters is said below.
      following.catch(() => undefined);
      const answer = await repaymentGateway(orderId, amount, userId).catch(sayFailure);
      if (!answer?.success) return;
      const follow = await following.catch(sayFailure);
      await follow?.followServerUrl(answer.data.url);
    });

  if (record) {
    return (
      <Suspense fallback={<LoadingState />}>
        <CodeStep
          code={code}
          onCode={(typed) => {
            setCode(typed);
            setCodeError(undefined);
          }}
          error={codeError}
          secondsLeft={secondsLeft}
          busy={busy}
          onResend={onResend}
          onConfirm={onConfirm}
        />
      </Suspense>
    );
  }
  return <CardsStep cards={way.bankCards} cardId={cardId} onCard={setCardId} busy={busy} onSubmit={onSubmit} onGateway={onGateway} />;
}

/** The legacy card repay: choose a card, commit, the SMS code when asked, confirm, back to the borrow detail. */
export default function LegacyRepayScreen() {
  useDocumentTitle(routes.routes.legacyRepay.title);
  const session = useSession();
  const bridge = useBridge();
  const search = useLocationSearch();
  const { productId, orderId } = session;
  const amount = search === undefined ? undefined : readAmount(search);
  const userId = search === undefined ? undefined : readUserId(search);
  const { data, error, isValidating, mutate } = useRepaymentWay(search !== undefined && amount ? orderId : undefined);
  if (search === undefined) return <LoadingState />;
  if (!productId || !orderId || !amount) return <DeadEnd text={message('legacyRepay.badQuery')} onBack={() => goBack(bridge)} />;
  return (
    <main className={styles.page}>
      <section className={styles.amountCard}>
        <h1 className={styles.amountLabel}>{message('legacyRepay.amount')}</h1>
        <p className={styles.amount}>{formatMoney(amount, session.isRupeeMarket)}</p>
      </section>
      <LoadGate data={data} error={error} isValidating={isValidating} onRetry={() => void mutate()}>
        {(way) => <LegacyRepayFlow orderId={orderId} productId={productId} amount={amount} userId={userId} way={way} reloadWay={() => mutate()} />}
      </LoadGate>
    </main>
  );
}
