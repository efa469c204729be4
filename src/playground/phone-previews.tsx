import content from '../../schemas/content/playground.json';
import { fillPlaceholders } from '../../core/messages.ts';
import { DocumentPreview, type PreviewInput } from './document-preview.tsx';
import { PreviewBoundary } from './preview-boundary.tsx';
import styles from './playground.module.css';

// The phone sizes borrowers have (issue 18): each preview is drawn at the phone's own CSS size, then scaled down to
// sit beside the others, so a line that wraps on a 360-wide phone wraps here too.
export const phoneSizes = [
  { width: 360, height: 640 },
  { width: 360, height: 800 },
  { width: 412, height: 915 },
] as const;

const scale = 0.55;

export function PhonePreviews({ input, version }: { input: PreviewInput | undefined; version: string }) {
  return (
    <div className={styles.phones}>
      {phoneSizes.map(({ width, height }) => {
        const label = fillPlaceholders(content.previewLabel, { width, height });
        return (
          <figure key={label} className={styles.phone} style={{ width: width * scale, height: height * scale + 24 }}>
            <figcaption>{label}</figcaption>
            <div className={styles.screen} data-phone={label} style={{ width, height, transform: `scale(${scale})` }}>
              {input ? (
                <PreviewBoundary key={version} fallback={(message) => <p role="alert">{fillPlaceholders(content.previewFailed, { message })}</p>}>
                  <DocumentPreview {...input} idPrefix={`phone${width}x${height}`} />
                </PreviewBoundary>
              ) : null}
            </div>
          </figure>
        );
      })}
    </div>
  );
}
