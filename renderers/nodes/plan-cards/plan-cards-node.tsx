import { resolveRecords, resolveText } from '../../core/binding.ts';
import type { PlanCardsNode as PlanCardsDescriptor } from '../../core/descriptor.ts';
import type { NodeProps } from '../node-props.ts';
import styles from './plan-cards-node.module.css';

/**
 * A repayment plan as cards, each numbered n/total ('1/3'), with its amount and its date under their labels. The
 * amounts and dates arrive formatted (the screen formats money through the one formatter).
 */
export function PlanCardsNode({ node, data }: NodeProps<PlanCardsDescriptor>) {
  const from = node.cardsFrom;
  const cards = resolveRecords(from.$bind, { amount: from.amountKey ?? 'amount', time: from.timeKey ?? 'time' }, data);
  if (cards.length === 0) return null;
  const amountLabel = resolveText(node.amountLabel, data);
  const timeLabel = resolveText(node.timeLabel, data);
  return (
    <section className={styles.plan} aria-label={node.header}>
      <h2 className={styles.header}>{node.header}</h2>
      <ol className={styles.cards}>
        {cards.map((card, index) => (
          <li key={index} className={styles.card}>
            <span className={styles.number}>
              {index + 1}/{cards.length}
            </span>
            <dl className={styles.figures}>
              <div className={styles.figure}>
                <dt>{amountLabel}</dt>
                <dd className={styles.amount}>{card.amount}</dd>
              </div>
              <div className={styles.figure}>
                <dt>{timeLabel}</dt>
                <dd>{card.time}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
