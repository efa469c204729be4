import { lazy, Suspense } from 'react';
import { message } from '../../../core/messages.ts';
import { formatMoney } from '../../../renderers/core/format.ts';
import { goBack } from '../../bridge/bridge.ts';
import { useBridge } from '../../bridge/bridge-context.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { useLocationSearch } from '../../platform/location-search.ts';
import { useSession } from '../../platform/session-context.ts';
import { DeadEnd } from '../../ui/dead-end.tsx';
import { LoadingState } from '../../ui/error-state.tsx';
import routes from '../../../schemas/routes.json';
import { readCodeQuery, type CodeQuery } from './code-query.ts';
import { CopyCode } from './copy-code.tsx';
import styles from './repayment-code.module.css';

// The QR encoder (lean-qr, about 4 KB gzip) loads only when the QR view draws.
const QrImage = lazy(() => import('./qr-image.tsx'));

export function RepaymentCodeView({ query, rupeeMarket }: { query: CodeQuery; rupeeMarket: boolean }) {
  return (
    <main className={styles.page}>
      <section className={styles.amountCard}>
        <h1 className={styles.amountLabel}>{message('repaymentCode.heading')}</h1>
        {query.repayAmount !== undefined && <p className={styles.amount}>{formatMoney(query.repayAmount, rupeeMarket)}</p>}
      </section>
      {query.view === 'code' ? (
        <section className={styles.card}>
          {query.payCodeImg && <img className={styles.channel} src={query.payCodeImg} alt={message('repaymentCode.channel')} />}
          <CopyCode label={message('repaymentCode.code')} code={query.payCode} />
        </section>
      ) : (
        <>
          <section className={styles.card}>
            <Suspense fallback={<div className={styles.qrBox} />}>
              <QrImage text={query.payCode} />
            </Suspense>
          </section>
          <section className={styles.card}>
            <h2 className={styles.sectionTitle}>{message('repaymentCode.scanTitle')}</h2>
            <ol className={styles.tips}>
              <li>{message('repaymentCode.scanTip1')}</li>
              <li>{message('repaymentCode.scanTip2')}</li>
              <li>{message('repaymentCode.scanTip3')}</li>
            </ol>
          </section>
        </>
      )}
    </main>
  );
}

/** /repaymentOfCode: the repayment code from the link's query, as text to copy or as a QR code. */
export default function RepaymentCodeScreen() {
  useDocumentTitle(routes.routes.repaymentOfCode.title);
  const search = useLocationSearch();
  const session = useSession();
  const bridge = useBridge();
  if (search === undefined) return <LoadingState />;
  const query = readCodeQuery(search);
  if (!query) return <DeadEnd text={message('repaymentCode.noPayCode')} onBack={() => goBack(bridge)} />;
  return <RepaymentCodeView query={query} rupeeMarket={session.isRupeeMarket} />;
}
