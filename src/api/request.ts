// How a call goes on the wire (SPEC.md section 7), in one place for the api client and for a page's early requests:
// session params in the query, GET params in the query, POST params form-encoded, x-* query params as headers.
// No imports beyond types: the page's inline loader (src/app/inline-loader.ts) sends its first calls with it before the
// app has loaded.
import type { Session } from '../platform/session.ts';

export type HttpMethod = 'GET' | 'POST';

/** How long the client waits for an answer (DESIGN.md); here, with no imports, so browser tests can read it too. */
export const requestTimeoutMs = 60_000;

type ParamValue = string | number | boolean | null | undefined;

export interface CallRequest {
  url: string;
  method: HttpMethod;
  headers: Headers;
  body: URLSearchParams | undefined;
}

function appendParams(target: URLSearchParams, params: object): void {
  for (const [name, value] of Object.entries(params) as [string, ParamValue | ParamValue[]][]) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) target.append(name, String(item));
    }
  }
}

export function callRequest(method: HttpMethod, path: string, params: object, session: Pick<Session, 'params' | 'headers'>): CallRequest {
  const query = new URLSearchParams();
  appendParams(query, session.params);
  let body: URLSearchParams | undefined;
  if (method === 'GET') appendParams(query, params);
  else appendParams((body = new URLSearchParams()), params);
  const headers = new Headers(session.headers);
  headers.set('X-Requested-With', 'XMLHttpRequest');
  // Which build this page is (scripts/publishing/build-manifest-plugin.ts): the server keeps the builds in use, so that
  // staff cannot publish a form or screen that one of them cannot draw (issue 26).
  if (appBuild) headers.set('X-App-Build', appBuild);
  const search = query.toString();
  return { url: search ? `${path}?${search}` : path, method, headers, body };
}

// import.meta.env is Vite's: a module run by Node alone (the browser tests import this one) has none.
const appBuild: string | undefined = import.meta.env?.VITE_APP_BUILD;

function sameRequest(request: CallRequest): string {
  return `${request.method} ${request.url} ${request.body?.toString() ?? ''} ${[...request.headers].join(';')}`;
}

/**
 * Answers fetched before the app had loaded (early calls here, early pages in early-page.ts), each waiting for the one
 * ask that takes it up. Kept on the window under `name`, not in a module: the page's inline loader
 * (src/app/inline-loader.ts) carries its own copy of these modules, and the app's copy must find what that copy fetched.
 */
export function earlyStore(name: string) {
  const shelves = globalThis as unknown as Record<symbol, Map<string, Promise<Response>> | undefined>;
  const kept = (shelves[Symbol.for(name)] ??= new Map());
  return {
    has: (key: string) => kept.has(key),
    /** Keeps what `fetched` answers under `key`; answers it. */
    keep(key: string, fetched: Promise<Response>): Promise<Response> {
      // The body is read at once: an answer the page never takes up (a dead end drawn instead of the screen that asked)
      // would otherwise stay open in the browser, unread, and the page never be done with the network.
      const answer = fetched.then(
        async (response) => new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers: response.headers }),
      );
      // Taken up, a failure reaches the ask; never taken up, it must not surface as an unhandled rejection.
      answer.catch(() => {});
      kept.set(key, answer);
      return answer;
    },
    /** The answer kept under `key`, once; undefined when there is none. */
    take(key: string): Promise<Response> | undefined {
      const answer = kept.get(key);
      kept.delete(key);
      return answer;
    },
  };
}

const earlyAnswers = earlyStore('cashpeso.earlyAnswers');

/** Sends a request now, for the api client to take up when the screen makes the same call; answers its answer. */
export function sendEarly(request: CallRequest): Promise<Response> {
  return earlyAnswers.keep(sameRequest(request), fetch(request.url, { method: request.method, headers: request.headers, body: request.body }));
}

/** The answer to the same request sent early, once; undefined when there is none (send it then). */
export function takeEarly(request: CallRequest): Promise<Response> | undefined {
  return earlyAnswers.take(sameRequest(request));
}
