import { AgreementSubmitNode } from './nodes/agreement-submit/agreement-submit-node.tsx';
import { BarcodeNode } from './nodes/barcode/barcode-node.tsx';
import { ChannelPickerNode } from './nodes/channel-picker/channel-picker-node.tsx';
import { CodeTileNode } from './nodes/code-tile/code-tile-node.tsx';
import { CollapsibleRowsNode } from './nodes/collapsible-rows/collapsible-rows-node.tsx';
import { DetailRowsNode } from './nodes/detail-rows/detail-rows-node.tsx';
import { HeadingNode } from './nodes/heading/heading-node.tsx';
import { ImageNode } from './nodes/image/image-node.tsx';
import { LinkRowsNode } from './nodes/link-rows/link-rows-node.tsx';
import { PlanCardsNode } from './nodes/plan-cards/plan-cards-node.tsx';
import { PlanListNode } from './nodes/plan-list/plan-list-node.tsx';
import { RichTextNode } from './nodes/rich-text/rich-text-node.tsx';

// The registry's descriptor nodes: the one list the schema checks, tests and stories use (registry.ts re-exports
// it). No screen imports it: a bundler places a module by which pages can reach it, so a screen reaching this list
// loaded every node. A descriptor screen gets exactly the nodes its descriptor names from its generated module
// (generated/screens/<descriptor>.ts, `npm run gen`), which finds them by this list's convention: name
// `collapsibleRows` -> nodes/collapsible-rows/collapsible-rows-node.tsx exporting CollapsibleRowsNode
// (tests/schemas/node-convention.test.ts holds every entry to it). docs/decisions/005-bundle-strategy.md.

export const nodes = {
  heading: HeadingNode,
  detailRows: DetailRowsNode,
  linkRows: LinkRowsNode,
  richText: RichTextNode,
  image: ImageNode,
  collapsibleRows: CollapsibleRowsNode,
  codeTile: CodeTileNode,
  channelPicker: ChannelPickerNode,
  planList: PlanListNode,
  barcode: BarcodeNode,
  planCards: PlanCardsNode,
  agreementSubmit: AgreementSubmitNode,
} as const;

export type NodeName = keyof typeof nodes;

export function isNodeName(name: string): name is NodeName {
  return Object.hasOwn(nodes, name);
}
