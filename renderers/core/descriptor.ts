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

type Holds<T extends true> = T;
/** Fails to compile if these types allow a descriptor that the meta-schema's generated type does not. */
export type _MatchesMetaSchema = Holds<ScreenDescriptor extends GeneratedScreenDescriptor ? true : false>;
