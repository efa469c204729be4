// The promotion page's first paint, drawn at build time into promo.html (scripts/prerender-promo.ts): what the
// register page draws before its landing template and sid have come, the loading state, so that a visitor on a slow
// network sees the page's skeleton as the HTML arrives rather than a blank page until its JS has run. Its entry
// (main.tsx) renders over it with createRoot, which clears what the root holds, so nothing is hydrated: the hash
// route (#/downloadTemplate, #/agreementTemplate) may draw another page first.
import { renderToString } from 'react-dom/server';
import { LoadingState } from '../ui/error-state.tsx';

export function renderFirstPaint(): string {
  return renderToString(<LoadingState />);
}
