import type { RichTextBlock, RichTextNode as RichTextDescriptor } from '../../core/descriptor.ts';
import type { NodeProps } from '../node-props.ts';
import styles from './rich-text-node.module.css';

// Legal and information pages: structured text drawn as text, never as HTML (DESIGN.md, Safety rules). Styled by
// class: these pages are prerendered, and the CSP refuses style attributes in HTML.

function Block({ block }: { block: RichTextBlock }) {
  if ('paragraph' in block) return <p>{block.paragraph}</p>;
  const items = block.list.map((item, index) => <li key={index}>{item}</li>);
  return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

export function RichTextNode({ node }: NodeProps<RichTextDescriptor>) {
  return (
    <div>
      {node.sections.map((section, index) => (
        <section key={index} className={styles.section}>
          {section.heading ? <h2 className={styles.heading}>{section.heading}</h2> : null}
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
