import type { ScreenRendererProps } from '../../renderers/ScreenRenderer.tsx';
import { useDocumentTitle } from '../platform/document-title.ts';
import { LoadGate, LoadingState } from './error-state.tsx';
import { PublishedScreenRenderer } from './published-screen.tsx';

// Apart from published-screen.tsx: the static pages draw a descriptor with no load, and keep the load gate's code
// (and its CSS) out of their first load.

export interface LoadedPublishedScreenProps<Data> extends Omit<ScreenRendererProps, 'data' | 'whileLoading' | 'whileNodesLoad'> {
  data: Data | undefined;
  error: unknown;
  isValidating?: boolean;
  onRetry: () => void;
}

/**
 * A data screen whose descriptor staff may publish, titled by its descriptor, over its load: the screen's frame while
 * the data is on its way (its leading nodes, then a skeleton, so that nothing moves when the data comes), the failure
 * with its retry, then the screen with its data.
 */
export function LoadedPublishedScreen<Data>({ data, error, isValidating, onRetry, onNavigate, ...screen }: LoadedPublishedScreenProps<Data>) {
  useDocumentTitle(screen.descriptor.title);
  return (
    <LoadGate data={data} error={error} isValidating={isValidating} onRetry={onRetry} pending={<PublishedScreenRenderer {...screen} whileLoading={<LoadingState />} />}>
      {(loaded) => <PublishedScreenRenderer {...screen} data={loaded} onNavigate={onNavigate} />}
    </LoadGate>
  );
}
