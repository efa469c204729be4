// Pages of this origin that a screen reads as text (the loan confirmation's agreement page, named by its first call's
// answer), fetched by the page's inline loader as soon as that answer comes (a route's load "pageAt" in
// schemas/routes.json, src/app/page-loader.ts): on 3G that is a round trip and the app's start-up sooner than the screen
// could ask. Kept as src/api/request.ts keeps early calls: on the window, where the app's copy of this module takes up
// what the loader's copy fetched.
import { earlyStore } from './request.ts';

const earlyPages = earlyStore('cashpeso.earlyPages');

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
  if (url && !earlyPages.has(url)) earlyPages.keep(url, fetch(url, pageRequest));
}

/** The page at `address` of this origin: the answer fetched early, once, or fetched now. Refuses another origin's. */
export function fetchPage(address: string): Promise<Response> {
  const url = sameOriginAddress(address);
  if (!url) return Promise.reject(new Error('The page is not on this origin'));
  return earlyPages.take(url) ?? fetch(url, pageRequest);
}
