// The one way to show a load in progress and a failed load. No screen is ever blank: it shows its
// content, this skeleton, or this error with a way forward.
import type { ReactNode } from 'react';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { defaultImage, disconnectedImage } from 'antd-mobile/es/components/error-block/images';
import { message } from '../../renderers/core/messages.ts';
import { ApiError, describeError } from '../api/api-error.ts';

export function LoadingState() {
  return (
    <div role="status" aria-busy="true" aria-label={message('common.loading')} style={{ padding: 16 }}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph animated lineCount={5} />
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
    <div role="alert" style={{ padding: '48px 16px' }}>
      {/* The library's pictures carry Chinese SVG titles that a screen reader would read out: hide them. */}
      <ErrorBlock image={<span aria-hidden="true">{offline ? disconnectedImage : defaultImage}</span>} title={text ?? describeError(error)} description={null}>
        {onRetry && (
          <Button color="primary" onClick={() => onRetry()}>
            {message('common.retry')}
          </Button>
        )}
      </ErrorBlock>
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
}

/** Draws the children with the data once it is there; otherwise the skeleton or the error state. */
export function LoadGate<T>({ data, error, isValidating = false, onRetry, children }: LoadGateProps<T>) {
  if (error !== undefined && error !== null && !isValidating) return <ErrorState error={error} onRetry={onRetry} />;
  if (data === undefined || (error !== undefined && error !== null)) return <LoadingState />;
  return <>{children(data)}</>;
}
