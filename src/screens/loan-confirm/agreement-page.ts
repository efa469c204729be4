// The agreement page of popAgreementUrl, for the agreement modal. The server's pages forbid framing
// (frame-ancestors 'none') and the page may fetch only its own origin (connect-src 'self'), so the modal fetches a
// same-origin page and keeps only its text: headings, paragraphs and list items, read through an inert <template>
// (which runs no script, loads nothing and applies no style) and drawn by React as text. No markup of the fetched page
// ever reaches the DOM. Not DOMParser: Chromium checks the inline styles of the document it makes against this page's
// CSP, and the agreement page's (scripts/inline-assets.ts) would be reported as a violation each time it is read.

import { message } from '../../../core/messages.ts';
import { checkUrl, type UrlPolicyOptions } from '../../platform/url-policy.ts';
import { fetchPage } from '../../api/early-page.ts';

export type AgreementBlock = { kind: 'heading' | 'paragraph' | 'item'; text: string };

const blockTags: Readonly<Record<string, AgreementBlock['kind']>> = {
  H1: 'heading',
  H2: 'heading',
  H3: 'heading',
  H4: 'heading',
  P: 'paragraph',
  LI: 'item',
};
// Never text a borrower should read as the agreement: scripts, styles, templates, controls, pictures.
const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'BUTTON', 'svg', 'SVG', 'IMG', 'IFRAME', 'OBJECT', 'HEAD', 'INPUT', 'SELECT', 'TEXTAREA', 'NAV']);

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function collect(element: Element | DocumentFragment, blocks: AgreementBlock[]): void {
  for (const child of Array.from(element.children)) {
    if (skipped.has(child.tagName) || child.getAttribute('aria-hidden') === 'true' || child.hasAttribute('hidden')) continue;
    const kind = blockTags[child.tagName];
    if (kind) {
      const text = normalise(child.textContent ?? '');
      if (text) blocks.push({ kind, text });
    } else {
      collect(child, blocks);
    }
  }
}

/** The readable blocks of an HTML page (its app root when it has one, else the whole page). */
export function agreementBlocks(html: string): AgreementBlock[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const blocks: AgreementBlock[] = [];
  collect(template.content.getElementById('root') ?? template.content, blocks);
  return blocks;
}

/**
 * Fetches a same-origin page (the caller has passed it through the URL policy), or takes up the page's loader's fetch
 * of it (the route's load "pageAt": src/api/early-page.ts), and reads its blocks.
 */
export async function fetchAgreementBlocks(url: string): Promise<AgreementBlock[]> {
  const response = await fetchPage(url);
  if (!response.ok) throw new Error(`The agreement page answered ${response.status}`);
  return agreementBlocks(await response.text());
}

// Agreement pages asked for before their modal is drawn, each waiting for the modal that shows it.
const started = new Map<string, Promise<AgreementBlock[]>>();

/**
 * Starts fetching the agreement page now, as the page decides to open its modal: the modal's own first render (a
 * layout of the whole dialog, 60-200 ms on a cheap phone) then no longer comes before the request. The modal takes it
 * up once (`takeAgreementBlocks`).
 */
export function startAgreementFetch(url: string): void {
  if (started.has(url)) return;
  const blocks = fetchAgreementBlocks(url);
  // Taken up, a failure reaches the modal, which says so; never taken up, it must not surface as an unhandled rejection.
  blocks.catch(() => undefined);
  started.set(url, blocks);
}

/** The blocks of the page started for `url`, once; else fetched now. */
export function takeAgreementBlocks(url: string): Promise<AgreementBlock[]> {
  const blocks = started.get(url);
  started.delete(url);
  return blocks ?? fetchAgreementBlocks(url);
}

/** popAgreementUrl through the URL policy: the URL to show, or the refusal's message. */
export function admitAgreementPage(url: string, urlPolicy?: UrlPolicyOptions): { ok: true; url: string } | { ok: false; text: string } {
  const verdict = checkUrl(url, urlPolicy);
  return verdict.ok ? verdict : { ok: false, text: message(verdict.reason) };
}
