import { List } from 'antd-mobile';
import { useId, useState } from 'react';
import { resolveRows } from '../../core/binding.ts';
import type { CollapsibleRowsNode as CollapsibleRowsDescriptor } from '../../core/descriptor.ts';
import type { NodeProps } from '../node-props.ts';
import styles from './collapsible-rows-node.module.css';

/** Title/value rows read from the data: the first `shown`, and the rest behind 'more' / 'hide'. */
export function CollapsibleRowsNode({ node, data }: NodeProps<CollapsibleRowsDescriptor>) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const rows = resolveRows(node.rowsFrom, data);
  if (rows.length === 0) return null;
  const collapsible = rows.length > node.shown;
  const drawn = expanded || !collapsible ? rows : rows.slice(0, node.shown);
  return (
    <div className={styles.rows}>
      <div id={listId}>
        <List header={node.header}>
          {drawn.map((row, index) => (
            <List.Item key={index} extra={<span className={styles.value}>{row.value}</span>}>
              {row.title}
            </List.Item>
          ))}
        </List>
      </div>
      {collapsible ? (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {expanded ? node.hideLabel : node.moreLabel}
        </button>
      ) : null}
    </div>
  );
}
