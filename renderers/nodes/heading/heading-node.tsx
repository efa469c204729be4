import { resolveText } from '../../core/binding.ts';
import type { HeadingNode as HeadingDescriptor } from '../../core/descriptor.ts';
import type { NodeProps } from '../node-props.ts';
import styles from './heading-node.module.css';

// Classes, not style attributes: a prerendered page's style attributes are inline styles, which the CSP refuses.
const sizes = { 1: styles.level1, 2: styles.level2, 3: styles.level3 } as const;

export function HeadingNode({ node, data }: NodeProps<HeadingDescriptor>) {
  const level = node.level ?? 1;
  const Tag = `h${level}` as const;
  return <Tag className={`${styles.heading} ${sizes[level]}`}>{resolveText(node.text, data)}</Tag>;
}
