import { lazy, Suspense, useEffect, useState } from 'react';
import { message } from '../../../core/messages.ts';
import routeTable from '../../../schemas/routes.json';
import { problemImageSrc, useProblemDetail, type ProblemDetailData } from '../../api/complaints.ts';
import { useDocumentTitle } from '../../platform/document-title.ts';
import { useLocationSearch } from '../../platform/location-search.ts';
import { useSession } from '../../platform/session-context.ts';
import type { Session } from '../../platform/session.ts';
import { checkUrl } from '../../platform/url-policy.ts';
import { DeadEnd } from '../../ui/dead-end.tsx';
import { LoadGate, LoadingState } from '../../ui/error-state.tsx';
import { useFlowMove } from './flow-history.ts';
import { ImageGallery } from './image-gallery.tsx';
import styles from './complaints.module.css';

// The rating prompt, and what its send does, load only for a complaint that asks for a score.
const ComplaintRating = lazy(() => import('./complaint-rating.tsx'));

/** SPEC.md section 9: the rating prompt opens 3 s after the detail has loaded. */
export const ratingDelayMs = 3000;
/** The content's limit, shown as its counter (SPEC.md section 9). */
const contentMaxLength = 200;

/** The images the page may show: each through the URL policy, the borrower's own uploads with the session. */
export function shownImages(urls: readonly string[], session: Pick<Session, 'params' | 'headers'>): string[] {
  return urls.flatMap((url) => {
    const verdict = checkUrl(url);
    return verdict.ok ? [problemImageSrc(url, session)] : [];
  });
}

export interface ComplaintDetailViewProps {
  detail: ProblemDetailData;
  /** The images' URLs as the page may load them (shownImages). */
  images: readonly string[];
  disposeImages: readonly string[];
}

/** Pure: the type and sub-type, the content with its counter, the images, and customer service's Process Result. */
export function ComplaintDetailView({ detail, images, disposeImages }: ComplaintDetailViewProps) {
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.typeTitle}>{detail.type}</h1>
        {detail.sonType && <p className={styles.sonType}>{detail.sonType}</p>}
      </section>
      <section className={styles.card} aria-labelledby="complaint-content">
        <h2 id="complaint-content" className={styles.heading}>
          {message('complaint.detail.content')}
        </h2>
        {/* Read-only: the words as sent, with the counter the form showed (no text box to focus or type in). */}
        <p className={styles.content}>{detail.content}</p>
        <p className={styles.counter}>
          {[...detail.content].length}/{contentMaxLength}
        </p>
        <ImageGallery label={message('complaint.detail.images')} images={images} />
      </section>
      <section className={styles.card} aria-labelledby="complaint-result">
        <h2 id="complaint-result" className={styles.heading}>
          {message('complaint.detail.processResult')}
        </h2>
        {detail.disposeDetail ? <p className={styles.content}>{detail.disposeDetail}</p> : <p className={styles.note}>{message('complaint.detail.processing')}</p>}
        <ImageGallery label={message('complaint.detail.processResult')} images={disposeImages} />
      </section>
    </main>
  );
}

/** Opens the rating prompt `ratingDelayMs` after a detail that asks for a score has loaded. */
function useRatingPrompt(detail: ProblemDetailData | undefined): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  const asks = detail !== undefined && detail.isNeedScore !== 0;
  useEffect(() => {
    if (!asks) return;
    const timer = window.setTimeout(() => setOpen(true), ratingDelayMs);
    return () => window.clearTimeout(timer);
  }, [asks]);
  return [open && asks, () => setOpen(false)];
}

/** The complaint detail (route 'complainDetails'), for the problemId of its query. */
export default function ComplaintDetail() {
  useDocumentTitle(routeTable.routes.complainDetails.title);
  const session = useSession();
  const go = useFlowMove();
  const search = useLocationSearch();
  const problemId = search === undefined ? undefined : (new URLSearchParams(search).get('problemId') ?? '');
  const { data, error, isValidating, mutate } = useProblemDetail(problemId || undefined);
  const [ratingOpen, closeRating] = useRatingPrompt(data);
  if (problemId === undefined) return <LoadingState />;
  if (!problemId) return <DeadEnd text={message('complaint.detail.noId')} onBack={() => go('complaintList', {}, { replace: true })} />;

  return (
    <LoadGate data={data} error={error} isValidating={isValidating} onRetry={() => void mutate()}>
      {(detail) => (
        <>
          <ComplaintDetailView detail={detail} images={shownImages(detail.images, session)} disposeImages={shownImages(detail.disposeImages, session)} />
          {ratingOpen && (
            <Suspense fallback={null}>
              <ComplaintRating
                problemId={problemId}
                onCancel={closeRating}
                onRated={() => {
                  closeRating();
                  void mutate();
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </LoadGate>
  );
}
