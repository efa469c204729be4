// What the script each route's page carries inline does (src/app/inline-loader.ts, written into the page by
// scripts/prerender.ts). The page arrives with its first paint drawn and its styles inline, so it needs nothing more
// to be seen, and the script, run as the HTML is parsed:
// - sends the calls the screen makes on opening (schemas/routes.json "loads") at once, before the app has loaded; the
//   api client takes their answers up when the screen makes the same calls (src/api/request.ts);
// - has every file the route needs requested at once (app.html names only the entry's, so the browser would learn of
//   the rest round trip by round trip), and the entry hydrates. A page whose first paint is a skeleton names the files
//   in its head (scripts/prerender.ts routePage), where the browser's preload scanner requests them as the HTML
//   arrives, and the loader only imports them (measured on 3G: content 0.1-0.6 s sooner than links the loader adds,
//   and less main-thread time; docs/decisions/017-inline-loader-and-styles.md). A page whose first paint is its
//   content has the loader request them after that paint (`afterFirstPaint`): the app brings the borrower nothing to
//   wait for there, and its work would otherwise come before the paint on a cheap phone;
// - on a page drawn whole (the legal pages) fetches the app only when staff published a version of its copy to draw.
import { callRequest, sendEarly, type HttpMethod } from '../api/request.ts';
import { fetchPageEarly } from '../api/early-page.ts';
import { readPointer } from '../../renderers/core/binding.ts';
import { readSession } from '../platform/session.ts';

/**
 * A param of a load built from the page URL: the value of its param `$query`, after `prefix` when there is one (an id
 * that names the page's product, `bank-binding/<productId>`, is `{"$query": "productId", "prefix": "bank-binding/"}`).
 */
export interface QueryParam {
  $query: string;
  prefix?: string;
}

/** A call of the route's "loads", as the build writes it: a param is a literal or built from a param of the page URL. */
export interface PageLoad {
  method: HttpMethod;
  path: string;
  params: Record<string, string | QueryParam>;
  /**
   * A JSON Pointer into the answer's data at the address of a page of this origin that the screen reads as soon as it
   * has the answer (the loan confirmation's agreement page): fetched as the answer comes (`followPage`).
   */
  pageAt?: string;
  /**
   * The call takes no session (`"auth": "none"` in its schema: the promotion page's): it goes without the session params
   * the page URL may carry, as the app sends it, and as that page promises its visitors.
   */
  anonymous?: boolean;
}

/** The load's request params from the page's query; undefined when the query lacks one (the screen says so). */
export function loadParams(load: PageLoad, query: URLSearchParams): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(load.params)) {
    const given = typeof value === 'string' ? value : query.get(value.$query);
    if (given === null || given === '') return undefined;
    params[name] = typeof value === 'string' ? given : `${value.prefix ?? ''}${given}`;
  }
  return params;
}

/** Sends the loads the page's query can build, and follows the pages their answers name; answers their answers. */
export function sendLoads(loads: PageLoad[], search: string): Promise<Response>[] {
  const query = new URLSearchParams(search);
  const session = readSession(search);
  const anonymous = readSession('');
  return loads.flatMap((load) => {
    const params = loadParams(load, query);
    if (!params) return [];
    const answer = sendEarly(callRequest(load.method, load.path, params, load.anonymous ? anonymous : session));
    if (load.pageAt !== undefined) void followPage(answer, load.pageAt);
    return [answer];
  });
}

/**
 * Fetches the page of this origin that an answer names at `pageAt` in its data, for the screen to take up
 * (src/api/early-page.ts). An answer that fails, names none or names another origin's page leaves it to the screen.
 */
export async function followPage(answer: Promise<Response>, pageAt: string): Promise<void> {
  try {
    const body = (await (await answer).clone().json()) as { data?: unknown } | null;
    const address = readPointer(body?.data, pageAt);
    if (typeof address === 'string' && address !== '') fetchPageEarly(address);
  } catch {
    // The screen reads the answer itself, and says what is wrong with it.
  }
}

/**
 * Whether an answer to the ask for a published version (publishing/published-version) names one to draw: a version
 * other than 0 with a document, as src/api/published.ts reads it. A failed ask or an answer that is no such thing is
 * the bundled copy, which the page drawn whole already shows.
 */
export async function answersPublished(answers: readonly Promise<Response>[]): Promise<boolean> {
  const published = await Promise.all(
    answers.map(async (answer) => {
      try {
        const body = (await (await answer).clone().json()) as { data?: { version?: unknown; document?: unknown } } | null;
        const version = body?.data?.version;
        return version !== undefined && version !== 0 && body?.data?.document !== null && body?.data?.document !== undefined;
      } catch {
        return false;
      }
    }),
  );
  return published.includes(true);
}

/** How long a page waits for its first paint before it loads the app anyway (a WebView that reports no paint). */
export const paintWaitMs = 1_000;

/**
 * Runs `task` once the browser has drawn the page's first paint, or after `paintWaitMs` at the latest. Where the
 * browser reports no paint entries, two animation frames and a task stand in for it.
 */
export function afterFirstPaint(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  setTimeout(once, paintWaitMs);
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once)));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-paint').length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
}

/**
 * How many files a task asks for before it lets the page run: starting a module's fetch costs a few milliseconds on a
 * low-end phone, so the thirty-odd files of a form route asked for at once were one long task (Lighthouse's TBT).
 */
export const preloadsPerTask = 4;

/** Lets the browser run what waits (input, paint) before going on; a message, as timers nested deep are clamped to 4 ms. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/**
 * Preloads the entry and every file, a few per task, unless the page names them itself (`preload` false); then imports
 * the modules one per task, in the order the build lists them (each after what it imports), and the entry last. The
 * entry is fetched first, with the others: left to its import it was asked for only once every module had run, a
 * round trip late (0.56 s on 3G). Importing the entry alone evaluated its whole graph in one task, the longest of the
 * page's opening on a low-end phone; one module at a time, the phone answers a tap between them, and each runs as
 * soon as it has arrived rather than when the last has.
 *
 * A stylesheet is preloaded too, not applied: Vite's loader links it when the module that needs it is imported and
 * waits for it then, so nothing is drawn before its styles, and by then it is on its way or there.
 */
export async function loadApp(entry: string, files: string[], importModule: (file: string) => Promise<unknown>, preload = true): Promise<void> {
  const preloads = preload ? [entry, ...files] : [];
  for (let first = 0; first < preloads.length; first += preloadsPerTask) {
    if (first > 0) await nextTask();
    for (const file of preloads.slice(first, first + preloadsPerTask)) {
      const link = document.createElement('link');
      if (file.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
  }
  for (const file of files.filter((file) => !file.endsWith('.css'))) {
    // One that fails to arrive is left to what imports it: the entry, which fails as it always has, or a lazy node,
    // whose own error state offers a retry while the rest of the app runs.
    await importModule(file).catch(() => undefined);
    await nextTask();
  }
  await importModule(entry);
}
