// The script each route's page carries inline, first in its head (scripts/prerender.ts inlineLoader, built on its own
// as a classic script): inline, it runs as the HTML is parsed, where a file of its own was fetched a round trip after
// the HTML (0.6 s on 3G) and held the page's first calls and the app's files up by as much. Its text is the same on
// every page, so the CSP names one hash for it; what differs per page is in the element's data attributes.
// Why: docs/decisions/017-inline-loader-and-styles.md.
import { afterFirstPaint, answersPublished, loadApp, sendLoads, type PageLoad } from './page-loader.ts';

const script = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const entry = script?.dataset.appEntry;
if (script && entry) {
  const answers = sendLoads(JSON.parse(script.dataset.loads ?? '[]') as PageLoad[], window.location.search);
  const files = script.dataset.preload?.split(' ').filter(Boolean) ?? [];
  // A page whose first paint is its content (scripts/prerender.ts paintsContent) lets that paint happen first, and
  // names no file in its head: the loader asks for them then. A skeleton page's head names them all.
  const paintFirst = script.dataset.paintFirst !== undefined;
  const load = () => void loadApp(entry, files, (file) => import(/* @vite-ignore */ file), paintFirst);
  const start = () => (paintFirst ? afterFirstPaint(load) : load());
  // A page drawn whole (scripts/prerender.ts drawnWhole) needs the app only to draw a published version of its copy.
  if (script.dataset.drawnWhole === undefined) start();
  else void answersPublished(answers).then((published) => published && start());
}
