// react-is, as far as antd-mobile and rjsf ask it, in the build's place of the package (swaps in
// scripts/budgets/bundle-plugins.ts): antd-mobile's Tabs (and the other components that read their children through
// traverseReactNode) ask whether a child is a fragment, to look inside it, and its Form whether a component is a memo;
// rjsf's getWidget whether a widget is a forwardRef or a memo. The package installed is react-is 18, which knows only
// React 18's element mark: to it no element of React 19 is a fragment, so a fragment of Tabs.Tab was dropped as one
// unknown child, and no widget a forwardRef. These answer as React 19's react-is does (react-is.test.tsx), for 0.6 KB
// gzip less on every page with tabs or a form.

const element = Symbol.for('react.transitional.element');
const fragment = Symbol.for('react.fragment');
const memo = Symbol.for('react.memo');
const forwardRef = Symbol.for('react.forward_ref');

interface Marked {
  $$typeof?: unknown;
  type?: unknown;
}

function asElement(value: unknown): Marked | undefined {
  return typeof value === 'object' && value !== null && (value as Marked).$$typeof === element ? (value as Marked) : undefined;
}

/** A `<>…</>` or `<Fragment>` element. */
export function isFragment(value: unknown): boolean {
  return asElement(value)?.type === fragment;
}

function elementOfMarkedType(value: unknown, mark: symbol): boolean {
  const type = asElement(value)?.type;
  return typeof type === 'object' && type !== null && (type as Marked).$$typeof === mark;
}

/** An element of a memo component (as React 19's react-is has it: a memo component itself is not). */
export function isMemo(value: unknown): boolean {
  return elementOfMarkedType(value, memo);
}

/** An element of a forwardRef component. */
export function isForwardRef(value: unknown): boolean {
  return elementOfMarkedType(value, forwardRef);
}

// rjsf imports the package's CommonJS exports as one object.
export default { isFragment, isMemo, isForwardRef };
