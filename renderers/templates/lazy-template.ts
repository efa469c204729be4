import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A template or field that only some forms need (arrays, oneOf choosers, additional properties), downloaded the first
 * time a form draws one. It always draws through the same Suspense and lazy component, loaded or not: switching to
 * the loaded component directly once it is there (as widgets/lazy-widget.tsx's lazyPart does) changes the element
 * tree under it, so React remounts everything inside on the next render, and the field being typed in loses its
 * focus and its keys after the first one. A resolved lazy component draws at once, without suspending again.
 */
export function lazyTemplate<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Loaded = lazy(load);
  function LazyTemplate(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Loaded as ComponentType<P>, props));
  }
  return LazyTemplate;
}
