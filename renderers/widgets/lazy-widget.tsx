import { createElement, lazy, Suspense, useState, type ComponentType, type FunctionComponent, type ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { FieldFrame } from './field-frame.tsx';

/**
 * A component whose code downloads the first time it is drawn, showing `fallback(props)` until then. Whether it draws
 * directly is decided once per mount: switching from the Suspense path to the component itself when the code arrives
 * would remount it, losing its state and the input's focus at the first key. Once resolved, React.lazy draws at once,
 * so the Suspense path never shows its fallback again.
 */
function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: (props: P) => ReactNode): Preloadable<FunctionComponent<P>> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // Asked for again by the next preload; React.lazy keeps its own failure for the error boundary's retry.
        loading = undefined;
        throw error;
      },
    ));
  const Pending = lazy(loadOnce) as unknown as ComponentType<P>;
  function Lazy(props: P) {
    const [direct] = useState(() => loaded);
    if (direct) return createElement(direct, props);
    return createElement(Suspense, { fallback: fallback(props) }, createElement(Pending, props));
  }
  return Object.assign(Lazy, { preload: () => loadOnce().then(() => undefined), isLoaded: () => loaded !== undefined });
}

/**
 * A lazy component's code asked for ahead of its first draw: once `preload` has resolved, it draws at once, without
 * its fallback (renderers/form-registry.ts's loadFormCode).
 */
export type Preloadable<C> = C & { preload: () => Promise<void>; isLoaded: () => boolean };

/**
 * A registry widget whose code downloads the first time a form draws it, not when the form's page loads: a form
 * pays only for the widgets it names (issue 22's limit, docs/decisions/005-bundle-strategy.md). Until the code is
 * there the field draws its frame (label and errors) around an empty line, so the form keeps its shape and nothing
 * the borrower already sees disappears.
 */
export function lazyWidget(load: () => Promise<{ default: ComponentType<WidgetProps> }>): Preloadable<FunctionComponent<WidgetProps>> {
  return lazyComponent(load, (props) =>
    createElement(FieldFrame, {
      id: props.id,
      label: props.label,
      hideLabel: props.hideLabel,
      required: props.required,
      errors: props.rawErrors,
      hideError: props.hideError,
      children: createElement('div', { 'aria-busy': true, style: { minHeight: 24 } }),
    }),
  );
}

/**
 * The same for a field or template that only some forms need (arrays, oneOf choosers, additional properties): it
 * draws nothing until its code is there, which is one short download on the first form that uses it.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<FunctionComponent<P>> {
  return lazyComponent(load, () => null);
}
