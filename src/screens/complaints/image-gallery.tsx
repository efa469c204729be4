import { lazy, Suspense, useState } from 'react';
import { message } from '../../../core/messages.ts';
import styles from './complaints.module.css';

// The viewer loads on the first tap, not with the page.
const ImageViewer = lazy(() => import('./image-gallery-viewer.tsx'));

/** Thumbnails of a complaint's images; a tap enlarges one, and the viewer swipes through the rest. */
export function ImageGallery({ label, images }: { label: string; images: readonly string[] }) {
  const [opened, setOpened] = useState<number | undefined>(undefined);
  if (images.length === 0) return null;
  return (
    <>
      <ul className={styles.gallery} aria-label={label}>
        {images.map((src, index) => (
          <li key={src}>
            <button type="button" className={styles.thumbButton} onClick={() => setOpened(index)}>
              <img src={src} alt={message('complaint.image.alt', { index: index + 1, count: images.length })} className={styles.thumb} />
            </button>
          </li>
        ))}
      </ul>
      {opened !== undefined && (
        <Suspense fallback={null}>
          <ImageViewer images={images} index={opened} onClose={() => setOpened(undefined)} />
        </Suspense>
      )}
    </>
  );
}
