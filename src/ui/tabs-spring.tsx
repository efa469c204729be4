import { forwardRef, useLayoutEffect, useRef, useState, type CSSProperties, type HTMLAttributes } from 'react';

// What antd-mobile's Tabs use of @react-spring/web, in place of it (scripts/budgets/bundle-plugins.ts swaps it in for
// imports from antd-mobile's tabs only). react-spring is 16.6 KB gzip, as much as the rest of a form screen; the Tabs
// use it to slide the active line, scroll the row to the active tab and fade the edge masks. Here the line slides by
// a CSS transition, the row scrolls with the browser's smooth scrolling, and the values are written to the element
// without re-rendering, as react-spring does.

const transitionMs = 300;

/** One animated value: what `useSpring` answers per key, and what `animated.div` reads from its props. */
export class SpringValue<T = unknown> {
  isAnimating = false;
  /** Whether the last change was asked to happen at once (react-spring's `immediate`). */
  immediate = true;
  readonly listeners = new Set<() => void>();

  constructor(private value: T) {}

  get(): T {
    return this.value;
  }

  set(value: T, immediate: boolean): void {
    this.value = value;
    this.immediate = immediate;
    for (const listener of this.listeners) listener();
  }
}

export interface SpringApi {
  start(update: Record<string, unknown> & { immediate?: boolean }): void;
}

/** react-spring's `useSpring(() => initial)`: the values, and an api whose `start` moves them. */
export function useSpring(initial: () => Record<string, unknown>): [Record<string, SpringValue>, SpringApi] {
  const [spring] = useState((): [Record<string, SpringValue>, SpringApi] => {
    const values: Record<string, SpringValue> = {};
    for (const [key, value] of Object.entries(initial())) if (key !== 'config') values[key] = new SpringValue(value);
    const api: SpringApi = {
      start({ immediate = false, ...update }) {
        for (const [key, value] of Object.entries(update)) values[key]?.set(value, immediate);
      },
    };
    return [values, api];
  });
  return spring;
}

type AnimatedStyle = Record<string, string | number | SpringValue | undefined>;

interface AnimatedDivProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style'> {
  style?: AnimatedStyle;
  scrollLeft?: SpringValue;
}

const isSpring = (value: unknown): value is SpringValue => value instanceof SpringValue;
const px = (value: unknown) => (typeof value === 'number' ? `${value}px` : String(value));

/** Writes the springs' values to the element: `x` as a translation, numbers in px, `scrollLeft` as the row's scroll. */
function write(node: HTMLDivElement, style: AnimatedStyle, scrollLeft: SpringValue | undefined): void {
  let moving = false;
  for (const [key, entry] of Object.entries(style)) {
    if (!isSpring(entry)) continue;
    const value = entry.get();
    if (!entry.immediate) moving = true;
    if (key === 'x') node.style.transform = `translate3d(${px(value)}, 0, 0)`;
    else if (key === 'opacity') node.style.opacity = String(value);
    else node.style.setProperty(key, px(value));
  }
  node.style.transition = moving ? `transform ${transitionMs}ms, width ${transitionMs}ms, opacity ${transitionMs}ms` : 'none';
  if (scrollLeft) {
    const left = Number(scrollLeft.get());
    if (scrollLeft.immediate || typeof node.scrollTo !== 'function') node.scrollLeft = left;
    else node.scrollTo({ left, behavior: 'smooth' });
  }
}

// A forwardRef: antd-mobile's tabs measure the row by its ref, and React 18 gives a function component no `ref` prop.
const AnimatedDiv = forwardRef<HTMLDivElement, AnimatedDivProps>(function AnimatedDiv({ style = {}, scrollLeft, ...rest }, ref) {
  const element = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const springs = [...Object.values(style), scrollLeft].filter(isSpring);
    const update = () => write(node, style, scrollLeft);
    update();
    for (const spring of springs) spring.listeners.add(update);
    return () => {
      for (const spring of springs) spring.listeners.delete(update);
    };
  });
  const setRef = (node: HTMLDivElement | null) => {
    element.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  // Only the values that never move go into React's style; the springs are written by the effect above.
  const fixed: CSSProperties = {};
  for (const [key, value] of Object.entries(style)) if (!isSpring(value) && key !== 'x') (fixed as Record<string, unknown>)[key] = value;
  return <div ref={setRef} style={fixed} {...rest} />;
});

export const animated = { div: AnimatedDiv };
