import { resolveText } from '../../core/binding.ts';
import { imageSrc } from '../../core/image-src.ts';
import type { CodeTileNode as CodeTileDescriptor } from '../../core/descriptor.ts';
import { actionOf, type NodeProps } from '../node-props.ts';
import styles from './code-tile-node.module.css';

/**
 * A payment code: the channel's logo, a title and the code. The tile runs the screen's `action` (for example, open
 * the code's page), its copy button the screen's `copyAction`; both get the code. No code, nothing drawn.
 */
export function CodeTileNode({ node, data, actions }: NodeProps<CodeTileDescriptor>) {
  const code = resolveText(node.code, data);
  if (!code) return null;
  const logo = imageSrc(resolveText(node.logo, data));
  const title = resolveText(node.title, data);
  const open = actionOf(actions, node.action);
  const copy = actionOf(actions, node.copyAction);
  return (
    <div className={styles.tile}>
      <button type="button" className={styles.open} onClick={() => void open({ code })}>
        {logo ? <img src={logo} alt="" className={styles.logo} /> : null}
        <span className={styles.text}>
          <span className={styles.title}>{title}</span>
          <span className={styles.code}>{code}</span>
        </span>
      </button>
      <button type="button" className={styles.copy} aria-label={`${node.copyLabel} ${code}`} onClick={() => void copy({ code })}>
        {node.copyLabel}
      </button>
    </div>
  );
}
