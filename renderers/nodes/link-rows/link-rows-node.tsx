import { List } from 'antd-mobile';
import { resolveText } from '../../core/binding.ts';
import type { LinkRow, LinkRowsNode as LinkRowsDescriptor } from '../../core/descriptor.ts';
import { mailtoHref, telHref } from '../../core/links.ts';
import type { NodeProps } from '../node-props.ts';
import styles from './link-rows-node.module.css';

function LinkRowItem({ row, data, onNavigate }: { row: LinkRow; data: unknown; onNavigate?: (route: string) => void }) {
  const title = resolveText(row.title, data);
  const value = resolveText(row.value, data);
  const { route } = row;
  if (route !== undefined && onNavigate) {
    return (
      <List.Item extra={value} onClick={() => onNavigate(route)}>
        {title}
      </List.Item>
    );
  }
  // A real link, so the WebView hands mailto:/tel: to the phone; no address in the data leaves a plain row.
  const mail = resolveText(row.mailto, data);
  const phone = resolveText(row.tel, data);
  const href = mail ? mailtoHref(mail) : phone ? telHref(phone) : undefined;
  if (href) {
    return (
      <a href={href} className={styles.link}>
        <List.Item arrow extra={value || mail || phone}>
          {title}
        </List.Item>
      </a>
    );
  }
  return <List.Item extra={value}>{title}</List.Item>;
}

/** Rows that lead to a route, a mail or a call; a row with none of them is display-only, without an arrow. */
export function LinkRowsNode({ node, data, onNavigate }: NodeProps<LinkRowsDescriptor>) {
  return (
    <List header={node.header}>
      {node.rows.map((row, index) => (
        <LinkRowItem key={index} row={row} data={data} onNavigate={onNavigate} />
      ))}
    </List>
  );
}
