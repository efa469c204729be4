import { resolveText } from '../../core/binding.ts';
import type { HeadingNode as HeadingDescriptor } from '../../core/descriptor.ts';
import type { NodeProps } from '../node-props.ts';

const sizes = { 1: 'var(--adm-font-size-10)', 2: 'var(--adm-font-size-9)', 3: 'var(--adm-font-size-8)' } as const;

export function HeadingNode({ node, data }: NodeProps<HeadingDescriptor>) {
  const level = node.level ?? 1;
  const Tag = `h${level}` as const;
  return <Tag style={{ fontSize: sizes[level], margin: 0, padding: '16px 12px 8px' }}>{resolveText(node.text, data)}</Tag>;
}
