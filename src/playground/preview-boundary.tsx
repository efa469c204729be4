import { Component, type ReactNode } from 'react';

// A preview that throws (rjsf refusing a ui:order, a node handed a shape it cannot draw) shows why in its frame,
// rather than taking the editor down with it. The page keys it on the text, so the next edit tries again.
export class PreviewBoundary extends Component<{ children: ReactNode; fallback: (message: string) => ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error.message) : this.props.children;
  }
}
