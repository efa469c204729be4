import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from './error-state.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Reloads the page; injectable for tests. */
  onReload?: () => void;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** A render error shows the same error state as a failed load, with a reload, never a blank screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[app] render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.onReload ?? (() => window.location.reload());
    return <ErrorState error={undefined} onRetry={reload} />;
  }
}
