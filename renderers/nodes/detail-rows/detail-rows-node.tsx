import { List } from 'antd-mobile';
import { resolveRows, resolveText, type ResolvedRow } from '../../core/binding.ts';
import type { DetailRowsNode as DetailRowsDescriptor } from '../../core/descriptor.ts';
import type { NodeProps } from '../node-props.ts';
import styles from './detail-rows-node.module.css';

/** Title on the left, value on the right: fixed rows, or rows read from an array in the data. */
export function DetailRowsNode({ node, data }: NodeProps<DetailRowsDescriptor>) {
  const rows: ResolvedRow[] = [
    ...(node.rows ?? []).map((row) => ({ title: resolveText(row.title, data), value: resolveText(row.value, data) })),
    ...(node.rowsFrom ? resolveRows(node.rowsFrom, data) : []),
  ];
  if (rows.length === 0) return null;
  return (
    <List header={node.header}>
      {rows.map((row, index) => (
        <List.Item key={index} extra={<span className={styles.value}>{row.value}</span>}>
          {row.title}
        </List.Item>
      ))}
    </List>
  );
}
