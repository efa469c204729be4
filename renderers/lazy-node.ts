import { createElement, lazy, type FunctionComponent, type ReactNode } from 'react';

/**
 * A node component whose code is already on its way: a generated screen module (generated/screens/<descriptor>.ts)
 * starts the import when it runs, so a data screen's data-bound nodes download in parallel with its first call rather
 * than after it. Until the code is there the node suspends (through React.lazy), and ScreenRenderer's Suspense
 * boundary holds the screen's skeleton; once it is there the node draws the component itself at once, never
 * suspending again (React.lazy alone would suspend on its first draw even then, showing the skeleton for a frame when
 * the data comes after the code). The lazy element never commits: it can draw only once the code is there, and by
 * then the node draws the component instead, so switching between the two loses no state.
 */
export function lazyNode<C extends (props: never) => ReactNode>(loading: Promise<C>): C {
  type Props = Parameters<C>[0] & object;
  let loaded: FunctionComponent<Props> | undefined;
  const ready = loading.then((component) => {
    loaded = component as FunctionComponent<Props>;
    return { default: loaded };
  });
  // A failed download surfaces where the node is drawn (React.lazy rethrows it), to the screen's error boundary.
  ready.catch(() => {});
  const Pending = lazy(() => ready);
  function LazyNode(props: Props) {
    return loaded ? createElement(loaded, props) : createElement(Pending, props);
  }
  return LazyNode as unknown as C;
}
