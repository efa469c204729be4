// The one way to show a load in progress and a failed load. No screen is ever blank: it shows its
// content, this skeleton, or this error with a way forward.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { message } from '../../core/messages.ts';
import { ApiError, describeError } from '../api/api-error.ts';
import { PrimaryButton } from './primary-button.tsx';
// Classes, not style attributes: these states are prerendered, and the CSP refuses style attributes in HTML.
import styles from './error-state.module.css';

// antd-mobile's ErrorBlock only lays out a picture, a title and the buttons; the same layout in error-state.module.css
// keeps its code and stylesheet (0.6 KB gzip) out of every page's first load, where the error state sits though it
// shows only on failure (docs/decisions/005-bundle-strategy.md).

// A picture that cannot load (the network is down, which may be the very error shown) is left out: the text and
// the retry button are what matter. The box keeps its height either way, so nothing moves when it arrives.
const ErrorImage = lazy(
  (): Promise<{ default: ComponentType<{ offline: boolean }> }> => import('./error-image.tsx').catch(() => ({ default: () => null })),
);

/**
 * A skeleton that pulses in its opacity, which the compositor animates alone. antd-mobile's own animation moves a
 * gradient, which the main thread repaints every frame: on a low-end phone that took the CPU the screen's JS
 * needed while it loaded (Lighthouse counted the paints as long tasks).
 */
export function LoadingState() {
  return (
    <div role="status" aria-busy="true" aria-label={message('common.loading')} className={styles.loading}>
      <Skeleton.Title />
      <Skeleton.Paragraph lineCount={5} />
    </div>
  );
}

export interface ErrorStateProps {
  /** The failure; its catalog message is shown. */
  error?: unknown;
  /** Shown instead of the error's message (for example error.notFound). */
  text?: string;
  /** Offers 'Try again' when given. */
  onRetry?: () => void;
}

export function ErrorState({ error, text, onRetry }: ErrorStateProps) {
  const offline = error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
  return (
    <div role="alert" className={styles.error}>
      {/* The pictures carry SVG titles that a screen reader would read out: hide them. */}
      <div className={styles.image} aria-hidden="true">
        <Suspense fallback={null}>
          <ErrorImage offline={offline} />
        </Suspense>
      </div>
      <div className={styles.title}>{text ?? describeError(error)}</div>
      {onRetry && (
        <div className={styles.actions}>
          <PrimaryButton text={message('common.retry')} onClick={onRetry} />
        </div>
      )}
    </div>
  );
}

export interface LoadGateProps<T> {
  data: T | undefined;
  error: unknown;
  /** True while a retry is under way, so the borrower sees it start. */
  isValidating?: boolean;
  onRetry: () => void;
  children: (data: T) => ReactNode;
  /** Drawn while the data loads instead of the bare skeleton: the screen's frame around one (see ScreenRenderer). */
  pending?: ReactNode;
}

/** Draws the children with the data once it is there; otherwise the skeleton or the error state. */
export function LoadGate<T>({ data, error, isValidating = false, onRetry, children, pending }: LoadGateProps<T>) {
  if (error !== undefined && error !== null && !isValidating) return <ErrorState error={error} onRetry={onRetry} />;
  // Both in a fragment, so a frame drawn while loading (pending) is updated in place, not drawn anew, when the data comes.
  if (data === undefined || (error !== undefined && error !== null)) return <>{pending ?? <LoadingState />}</>;
  return <>{children(data)}</>;
}
