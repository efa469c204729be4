// Transitional: scripts/budgets/bundle-plugins.ts (swapModules) and its test still name this path. The stand-in lives
// in renderers/stand-ins/rjsf-uri.ts; delete this file once they point there.
// eslint-disable-next-line local/import-boundaries -- the transitional path above, not a template
export { default, equal, resolve } from '../stand-ins/rjsf-uri.ts';
