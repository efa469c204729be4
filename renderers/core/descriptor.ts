import type { RowsFrom, Text } from './binding.ts';

// The screen descriptor as ScreenRenderer reads it, mirroring schemas/meta/screen-descriptor.json (the schema
// checks validate every descriptor against that file; these types only describe what passed).

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

export type KnownNode = HeadingNode | DetailRowsNode | LinkRowsNode | RichTextNode;

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
