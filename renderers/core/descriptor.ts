import type { ScreenDescriptor as GeneratedScreenDescriptor } from '../../generated/types/meta/screen-descriptor.ts';
import type { RowsFrom, Text } from './binding.ts';

// The screen descriptor as ScreenRenderer reads it, mirroring schemas/meta/screen-descriptor.json (the schema
// checks validate every descriptor against that file; these types only describe what passed). The generated type
// of that schema stops at {node: string}, since the node shapes sit behind if/then, so the shapes are written
// here and held to the generated type below.

export interface HeadingNode {
  node: 'heading';
  text: Text;
  level?: 1 | 2 | 3;
}

export interface DetailRow {
  title: Text;
  value: Text;
}

export interface DetailRowsNode {
  node: 'detailRows';
  header?: string;
  rows?: DetailRow[];
  rowsFrom?: RowsFrom;
}

export interface LinkRow {
  title: Text;
  value?: Text;
  route?: string;
  mailto?: Text;
  tel?: Text;
}

export interface LinkRowsNode {
  node: 'linkRows';
  header?: string;
  rows: LinkRow[];
}

export type RichTextBlock = { paragraph: string } | { list: string[]; ordered?: boolean };

export interface RichTextSection {
  heading?: string;
  blocks: RichTextBlock[];
}

export interface RichTextNode {
  node: 'richText';
  sections: RichTextSection[];
}

/** An image: a product logo with its name beside it, or a banner; with a route it leads there. No src, nothing drawn. */
export interface ImageNode {
  node: 'image';
  src: Text;
  alt: Text;
  caption?: Text;
  size?: 'icon' | 'banner';
  /** A banner picture's own size: the page keeps its place before it arrives (no layout shift). */
  width?: number;
  height?: number;
  route?: string;
}

/** Title/value rows of which the first `shown` are drawn, the rest behind the 'more' and 'hide' toggles. */
export interface CollapsibleRowsNode {
  node: 'collapsibleRows';
  header?: string;
  rowsFrom: RowsFrom;
  shown: number;
  moreLabel: string;
  hideLabel: string;
}

/** A payment code: the channel's logo, a title and the code; the tile runs `action`, its copy button `copyAction`. */
export interface CodeTileNode {
  node: 'codeTile';
  logo: Text;
  title: Text;
  code: Text;
  copyLabel: string;
  action: string;
  copyAction: string;
}

export interface ChannelsFrom {
  $bind: string;
  nameKey?: string;
  logoKey?: string;
  valueKey?: string;
}

/** A button that opens a bottom popup of channels; its submit button runs `action` with the chosen channel. */
export interface ChannelPickerNode {
  node: 'channelPicker';
  channelsFrom: ChannelsFrom;
  buttonLabel: string;
  title?: string;
  hint: string;
  submitLabel: string;
  action: string;
  /** Text above the button (the repayment info's noticeMsg); drawn as text, and not at all when empty. */
  notice?: Text;
}

export interface PlanFrom {
  $bind: string;
  remarkKey?: string;
  titleKey?: string;
  amountKey?: string;
  timeKey?: string;
}

/** The rows of a plan: title and amount, with the remark and the time beneath. */
export interface PlanListNode {
  node: 'planList';
  header?: string;
  rowsFrom: PlanFrom;
}

/** A button that opens a modal with the code as a scannable barcode (CODE128). No code, nothing drawn. */
export interface BarcodeNode {
  node: 'barcode';
  code: Text;
  buttonLabel: string;
  title: string;
  hint?: Text;
  closeLabel: string;
}

export interface PlanCardsFrom {
  $bind: string;
  amountKey?: string;
  timeKey?: string;
}

/** A repayment plan as cards numbered n/total under a header, each with its amount and date under their labels. */
export interface PlanCardsNode {
  node: 'planCards';
  header: string;
  cardsFrom: PlanCardsFrom;
  amountLabel: Text;
  timeLabel: Text;
}

export interface AgreementsFrom {
  $bind: string;
  titleKey?: string;
}

/**
 * The agreement checkbox (checked at first) with the agreements' titles as links running `openAction`, and the
 * submit button running `action`, inactive while unchecked and busy while its action is pending.
 */
export interface AgreementSubmitNode {
  node: 'agreementSubmit';
  checkLabel: string;
  agreementsFrom: AgreementsFrom;
  buttonLabel: Text;
  action: string;
  openAction: string;
}

export type KnownNode =
  | HeadingNode
  | DetailRowsNode
  | LinkRowsNode
  | RichTextNode
  | ImageNode
  | CollapsibleRowsNode
  | CodeTileNode
  | ChannelPickerNode
  | PlanListNode
  | BarcodeNode
  | PlanCardsNode
  | AgreementSubmitNode;

/** What a descriptor file may hold: a known node, or a name the registry lacks (drawn as a visible error). */
export interface AnyNode {
  node: string;
  [key: string]: unknown;
}

export interface ScreenDescriptor {
  $schema?: string;
  id: string;
  title: string;
  nodes: Array<KnownNode | AnyNode>;
}

type Holds<T extends true> = T;
/** Fails to compile if these types allow a descriptor that the meta-schema's generated type does not. */
export type _MatchesMetaSchema = Holds<ScreenDescriptor extends GeneratedScreenDescriptor ? true : false>;
