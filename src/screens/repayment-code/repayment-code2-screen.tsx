import { message } from '../../../core/messages.ts';
import { formatMoney } from '../../../renderers/core/format.ts';
import { goBack } from '../../bridge/bridge.ts';
import { useBridge } from '../../bridge/bridge-context.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { useSavedRepayment, type SavedRepayment } from '../../platform/saved-repayment.ts';
import { checkUrl } from '../../platform/url-policy.ts';
import { DeadEnd } from '../../ui/dead-end.tsx';
import { LoadingState } from '../../ui/error-state.tsx';
import routes from '../../../schemas/routes.json';
import { CopyCode } from './copy-code.tsx';
import styles from './repayment-code.module.css';

export function RepaymentCode2View({ info }: { info: SavedRepayment }) {
  const logo = checkUrl(info.logo);
  const total = info.delayAmount ?? info.repayAmount;
  return (
    <main className={styles.page}>
      <p className={styles.note}>{message('repaymentCode2.keepSlip')}</p>
      <section className={styles.card}>
        {logo.ok && <img className={styles.channel} src={logo.url} alt={info.title} />}
        <h1 className={styles.sectionTitle}>{info.title}</h1>
        <CopyCode label={message('repaymentCode2.contractNo')} code={info.payCode} />
      </section>
      <section className={styles.amountCard}>
        <h2 className={styles.amountLabel}>{message('repaymentCode2.total')}</h2>
        <p className={styles.amount}>{formatMoney(total, info.system === '1')}</p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{message('repaymentCode2.steps')}</h2>
        {Object.entries(info.payNotice).map(([group, entries]) => (
          <section key={group} className={styles.group}>
            <h3 className={styles.groupTitle}>{group}</h3>
            {entries.map((entry, index) => (
              <div key={`${entry.name}-${index}`}>
                <h4 className={styles.entryName}>{entry.name}</h4>
                <ol className={styles.steps}>
                  {entry.steps.map((step, at) => (
                    <li key={at}>{step}</li>
                  ))}
                </ol>
              </div>
            ))}
          </section>
        ))}
      </section>
    </main>
  );
}

/** /repaymentOfCode2: the repayment info a repayment page saved (src/platform/saved-repayment.ts); survives a reload. */
export default function RepaymentCode2Screen() {
  useDocumentTitle(routes.routes.repaymentOfCode2.title);
  const bridge = useBridge();
  const saved = useSavedRepayment();
  if (!saved) return <LoadingState />;
  if (!saved.ok) return <DeadEnd text={message(saved.reason)} onBack={() => goBack(bridge)} />;
  return <RepaymentCode2View info={saved.info} />;
}
