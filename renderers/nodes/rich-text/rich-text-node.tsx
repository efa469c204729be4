import type { CSSProperties } from 'react';
import type { RichTextBlock, RichTextNode as RichTextDescriptor } from '../../core/descriptor.ts';
import type { NodeProps } from '../node-props.ts';

// Legal and information pages: structured text drawn as text, never as HTML (DESIGN.md, Safety rules).

const sectionStyle: CSSProperties = { padding: '0 12px', lineHeight: 1.6, color: 'var(--adm-color-text)' };

function Block({ block }: { block: RichTextBlock }) {
  if ('paragraph' in block) return <p>{block.paragraph}</p>;
  const items = block.list.map((item, index) => <li key={index}>{item}</li>);
  return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

export function RichTextNode({ node }: NodeProps<RichTextDescriptor>) {
  return (
    <div>
      {node.sections.map((section, index) => (
        <section key={index} style={sectionStyle}>
          {section.heading ? <h2 style={{ fontSize: 'var(--adm-font-size-9)' }}>{section.heading}</h2> : null}
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
