// react-is, as far as antd-mobile and rjsf ask it, in the build's place of the package (swaps in
// scripts/budgets/bundle-plugins.ts): antd-mobile's Tabs (and the other components that read their children through
// traverseReactNode) ask whether a child is a fragment, to look inside it, and its Form whether a component is a memo;
// rjsf's getWidget whether a widget is a forwardRef or a memo. These three answer as the installed react-is 18 does
// (react-is.test.tsx), for 0.6 KB gzip less on every page with tabs or a form. React 19 marks its elements
// differently ('react.transitional.element'): on a move back to it (docs/decisions/018-react-18.md), change the mark.

const element = Symbol.for('react.element');
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

/** An element of a memo component (as react-is has it: a memo component itself is not). */
export function isMemo(value: unknown): boolean {
  return elementOfMarkedType(value, memo);
}

/** An element of a forwardRef component. */
export function isForwardRef(value: unknown): boolean {
  return elementOfMarkedType(value, forwardRef);
}

// rjsf imports the package's CommonJS exports as one object.
export default { isFragment, isMemo, isForwardRef };
