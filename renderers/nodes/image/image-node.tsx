import { resolveText } from '../../core/binding.ts';
import { imageSrc } from '../../core/image-src.ts';
import type { ImageNode as ImageDescriptor } from '../../core/descriptor.ts';
import type { NodeProps } from '../node-props.ts';
import styles from './image-node.module.css';

/** A logo with its caption beside it, or a banner; with a route (and the screen's navigation) a button leading there. */
export function ImageNode({ node, data, onNavigate }: NodeProps<ImageDescriptor>) {
  const src = imageSrc(resolveText(node.src, data));
  if (!src) return null;
  const alt = resolveText(node.alt, data);
  const caption = resolveText(node.caption, data);
  const size = node.size ?? 'icon';
  const content = (
    <>
      <img src={src} alt={caption ? '' : alt} width={node.width} height={node.height} className={size === 'banner' ? styles.banner : styles.icon} />
      {caption ? <span className={styles.caption}>{caption}</span> : null}
    </>
  );
  const { route } = node;
  if (route !== undefined && onNavigate) {
    return (
      <button type="button" className={`${styles.image} ${styles.link}`} aria-label={caption || alt} onClick={() => onNavigate(route)}>
        {content}
      </button>
    );
  }
  return <div className={styles.image}>{content}</div>;
}
