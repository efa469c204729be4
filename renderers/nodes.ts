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

export { UnknownNode } from './nodes/unknown/unknown-node.tsx';

// The registry's descriptor nodes, in a module of their own so that ScreenRenderer loads only these: a bundler
// places a module by which pages can reach it, so when the nodes lived beside the form widgets, every descriptor
// screen loaded every form widget (docs/decisions/005-bundle-strategy.md). registry.ts stays the one list and
// re-exports these.

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
