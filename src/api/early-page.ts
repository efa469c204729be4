// Pages of this origin that a screen reads as text (the loan confirmation's agreement page, named by its first call's
// answer), fetched by the page's inline loader as soon as that answer comes (a route's load "pageAt" in
// schemas/routes.json, src/app/page-loader.ts): on 3G that is a round trip and the app's start-up sooner than the screen
// could ask. No imports: the inline loader carries its own copy of this module, so what it fetched is kept on the
// window, where the app's copy takes it up, as src/api/request.ts keeps early calls.

const earlyPagesKey: unique symbol = Symbol.for('cashpeso.earlyPages');
const early: Map<string, Promise<Response>> = ((globalThis as { [earlyPagesKey]?: Map<string, Promise<Response>> })[earlyPagesKey] ??= new Map());

/** No session query (the pages are public ones, and credentials stay home); HTML asked for, as a browser would. */
const pageRequest: RequestInit = { credentials: 'same-origin', headers: { accept: 'text/html' } };

/** The page's address made whole, against this page; undefined for another origin's, which is never fetched here. */
function sameOriginAddress(address: string): string | undefined {
  try {
    const url = new URL(address, location.href);
    return url.origin === location.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Fetches a page of this origin now, for the screen to take up (`fetchPage`); another origin's is left alone. */
export function fetchPageEarly(address: string): void {
  const url = sameOriginAddress(address);
  if (!url || early.has(url)) return;
  // Read at once: a page the screen never takes up (the borrower left) must not stay open in the browser, unread.
  const answer = fetch(url, pageRequest).then(
    async (response) => new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers: response.headers }),
  );
  // Taken up, a failure reaches the screen; never taken up, it must not surface as an unhandled rejection.
  answer.catch(() => {});
  early.set(url, answer);
}

/** The page at `address` of this origin: the answer fetched early, once, or fetched now. Refuses another origin's. */
export function fetchPage(address: string): Promise<Response> {
  const url = sameOriginAddress(address);
  if (!url) return Promise.reject(new Error('The page is not on this origin'));
  const answer = early.get(url);
  early.delete(url);
  return answer ?? fetch(url, pageRequest);
}
