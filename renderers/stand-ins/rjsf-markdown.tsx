// Stands in for markdown-to-jsx (swapModules() in scripts/budgets/bundle-plugins.ts points rjsf's
// 'markdown-to-jsx/react' here in builds). @rjsf/core imports it statically for descriptions and help with
// ui:enableMarkdownInDescription, for its own developer error messages and for its file widget; our forms use none of
// these, and it weighs about 36 KB gzip (STACK.md), a fifth of a form route's budget. Text given to it is shown as
// plain text, never parsed, so server-sent text can never become markup either (DESIGN.md safety rules).
import type { ReactNode } from 'react';

export interface MarkdownProps {
  children?: ReactNode;
  /** Accepted for markdown-to-jsx's signature; nothing is parsed. */
  options?: unknown;
}

export function Markdown({ children, options: _options, ...rest }: MarkdownProps & Record<string, unknown>) {
  return <span {...rest}>{children}</span>;
}
