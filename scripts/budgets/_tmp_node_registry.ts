import { DetailRowsNode } from '/work/main/renderers/nodes/detail-rows/detail-rows-node.tsx';
import { HeadingNode } from '/work/main/renderers/nodes/heading/heading-node.tsx';
import { LinkRowsNode } from '/work/main/renderers/nodes/link-rows/link-rows-node.tsx';
import { RichTextNode } from '/work/main/renderers/nodes/rich-text/rich-text-node.tsx';
export const nodes = { heading: HeadingNode, detailRows: DetailRowsNode, linkRows: LinkRowsNode, richText: RichTextNode } as const;
export function isNodeName(name: string): name is keyof typeof nodes { return Object.hasOwn(nodes, name); }
