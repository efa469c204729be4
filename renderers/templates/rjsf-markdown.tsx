// Transitional: scripts/budgets/bundle-plugins.ts (swapModules) still names this path. The stand-in lives in
// renderers/stand-ins/rjsf-markdown.tsx; delete this file once the plugin points there.
// eslint-disable-next-line local/import-boundaries -- the transitional path above, not a template
export { Markdown, type MarkdownProps } from '../stand-ins/rjsf-markdown.tsx';
