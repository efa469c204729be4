import { List } from 'antd-mobile';
import { resolveRecords } from '../../core/binding.ts';
import type { PlanListNode as PlanListDescriptor } from '../../core/descriptor.ts';
import type { NodeProps } from '../node-props.ts';
import styles from './plan-list-node.module.css';

/** A plan's rows: title and amount on the line, the remark and the time beneath. */
export function PlanListNode({ node, data }: NodeProps<PlanListDescriptor>) {
  const from = node.rowsFrom;
  const rows = resolveRecords(
    from.$bind,
    { remark: from.remarkKey ?? 'remark', title: from.titleKey ?? 'title', amount: from.amountKey ?? 'amount', time: from.timeKey ?? 'time' },
    data,
  );
  if (rows.length === 0) return null;
  return (
    <List header={node.header}>
      {rows.map((row, index) => (
        <List.Item
          key={index}
          extra={<span className={styles.amount}>{row.amount}</span>}
          description={
            row.remark || row.time ? (
              <span className={styles.beneath}>
                {row.remark ? <span className={styles.remark}>{row.remark}</span> : null}
                {row.time ? <span>{row.time}</span> : null}
              </span>
            ) : undefined
          }
        >
          {row.title}
        </List.Item>
      ))}
    </List>
  );
}
