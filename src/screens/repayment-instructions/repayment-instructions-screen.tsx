import { lazy, Suspense, useState } from 'react';
import { message } from '../../../core/messages.ts';
import content from '../../../schemas/content/repayment-instructions.json';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { instructionImageUrl } from './instruction-images.ts';
import styles from './repayment-instructions.module.css';

// antd-mobile's ImageViewer loads on the first tap of a picture, not with the page.
const StepImageViewer = lazy(() => import('./step-image-viewer.tsx'));

export type InstructionsContent = typeof content;

export function RepaymentInstructionsView({ sections }: { sections: InstructionsContent['sections'] }) {
  const [enlarged, setEnlarged] = useState<string | undefined>(undefined);
  return (
    <main className={styles.page}>
      <p className={styles.intro}>{message('instructions.intro')}</p>
      {sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`way-${section.id}`}>
          <h2 id={`way-${section.id}`} className={styles.title}>
            {section.title}
          </h2>
          <ol className={styles.steps}>
            {section.steps.map((step, index) => {
              const url = instructionImageUrl(step.image);
              return (
                <li key={step.image} className={styles.step}>
                  {url && (
                    <button
                      type="button"
                      className={styles.thumb}
                      aria-label={`${section.title}: ${message('instructions.enlarge', { step: index + 1 })}`}
                      onClick={() => setEnlarged(url)}
                    >
                      <img src={url} alt="" />
                    </button>
                  )}
                  <p className={styles.text}>
                    <span className={styles.number}>{index + 1}. </span>
                    {step.text}
                  </p>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      {enlarged && (
        <Suspense fallback={null}>
          <StepImageViewer image={enlarged} onClose={() => setEnlarged(undefined)} />
        </Suspense>
      )}
    </main>
  );
}

/** DRInstructions: how to repay through GCash, Paymaya or a store, step by step, each picture enlarging on tap. */
export default function RepaymentInstructionsScreen() {
  useDocumentTitle(content.title);
  return <RepaymentInstructionsView sections={content.sections} />;
}
