import policy from '../../schemas/url-policy.json';
import type catalog from '../../schemas/messages/en.json';
import { isDevelopmentBuild } from '../../core/build-mode.ts';
import { defaultLinkHosts, linkHostsMetaName, parseLinkHosts } from '../../core/link-hosts.ts';

// The one gate for server-supplied URLs (DESIGN.md, Safety rules). Screens never navigate to
// payUrl, playeduL, lendDetailsUrl, contract_url, h5Url or a product link without passing it here.

type MessageKey = keyof typeof catalog;

/** Why a URL was refused: for logs and tests; the borrower only ever sees `reason`. */
export type UrlRefusalCause = 'empty' | 'tooLong' | 'hiddenCharacter' | 'backslash' | 'malformed' | 'scheme' | 'userinfo' | 'host' | 'port' | 'nativeRoute';

export type UrlRefusal = { ok: false; reason: MessageKey; cause: UrlRefusalCause };
export type UrlVerdict = { ok: true; url: string } | UrlRefusal;

export interface UrlPolicyOptions {
  /** What relative links resolve against, and whose origin is allowed implicitly. Defaults to the page's location. */
  base?: string;
  /** Replaces the deployment's allow-list (tests). */
  allowedHosts?: readonly string[];
}

/**
 * The hosts a web link may go to. Development hosts (localhost, the loopback address) are a development build's
 * only: in production any port on them would be a way to a borrower's own device or to a debugging proxy.
 */
export function allowedHostsFor(development: boolean, deployed: readonly string[] = defaultLinkHosts): readonly string[] {
  return [...deployed, ...(development ? policy.developmentHosts : [])].map((host) => host.toLowerCase());
}

/**
 * The deployment's allow-list, which the server wrote into the page (<meta name="link-hosts">, core/link-hosts.ts):
 * set per deployment with ALLOWED_LINK_HOSTS, never built into the bundle. A page with no such tag (Storybook, the
 * vite dev server, a static copy) gets schemas/url-policy.json's list; a tag that does not parse allows nothing
 * beyond the page's own origin, rather than guessing.
 */
export function deployedLinkHosts(doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): readonly string[] {
  const content = doc?.querySelector(`meta[name="${linkHostsMetaName}"]`)?.getAttribute('content');
  if (content === null || content === undefined) return defaultLinkHosts;
  const parsed = parseLinkHosts(content);
  return parsed.ok ? parsed.hosts : [];
}

let pageAllowedHosts: readonly string[] | undefined;

// Read at the first check, not at import: the page's head is there by then in every case.
function defaultAllowedHosts(): readonly string[] {
  pageAllowedHosts ??= allowedHostsFor(isDevelopmentBuild, deployedLinkHosts());
  return pageAllowedHosts;
}

// Longer than any real payment link, short enough that a pathological string is not parsed.
const maxLength = 8192;

// The URL parser drops tab/CR/LF anywhere and trims leading controls and spaces, so "java\tscript:"
// or " javascript:" would become a script URL after a naive scheme check; zero-width, bidi and other
// format characters disguise a host to a person. Refuse rather than normalise: a genuine link has none.
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Z}\s]/u;

const allowedSchemes = new Set(['http:', 'https:']);

function refuse(cause: UrlRefusalCause): UrlRefusal {
  return { ok: false, reason: 'url.refused', cause };
}

function pageLocation(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href;
}

function originOf(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  try {
    return new URL(href).origin;
  } catch {
    return undefined;
  }
}

/** Decides whether the app may navigate to `raw`; on success `url` is the absolute, normalised href to use. */
export function checkUrl(raw: unknown, options: UrlPolicyOptions = {}): UrlVerdict {
  if (typeof raw !== 'string' || raw === '') return refuse('empty');
  if (raw.length > maxLength) return refuse('tooLong');
  if (hiddenCharacter.test(raw)) return refuse('hiddenCharacter');
  // Browsers read '\' as '/' in http(s) URLs, so "/\evil.example" is protocol-relative.
  if (raw.includes('\\')) return refuse('backslash');

  const base = options.base ?? pageLocation();
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return refuse('malformed');
  }
  if (!allowedSchemes.has(url.protocol)) return refuse('scheme');
  // "https://pay.cashpeso.ph@evil.example" reads as our host to a person; no genuine link carries credentials.
  if (url.username !== '' || url.password !== '') return refuse('userinfo');

  const sameOrigin = url.origin === originOf(base);
  const hosts = options.allowedHosts?.map((host) => host.toLowerCase()) ?? defaultAllowedHosts();
  if (!sameOrigin && !hosts.includes(url.hostname)) return refuse('host');
  // A partner's link is on its default port; another port on an allowed host is another service (an admin console,
  // a debugging proxy). Development hosts keep theirs: the dev server and the API differ by port.
  if (!sameOrigin && url.port !== '' && !policy.developmentHosts.includes(url.hostname)) return refuse('port');
  return { ok: true, url: url.href };
}

/** How a server-supplied link is to be opened, once the policy has admitted it. */
export type LinkVerdict = { ok: true; via: 'browser'; url: string } | { ok: true; via: 'native'; link: string; route: string } | UrlRefusal;

const nativeRoutes: ReadonlySet<string> = new Set(policy.nativeLinks.routes);
// <scheme>://<route>[/<id>...] or <route>[/<id>...]: nothing that a WebView or the native app could read as a
// script, an intent, a file or another app's scheme.
const nativeLink = new RegExp(`^(?:${policy.nativeLinks.scheme}://)?([a-z][a-zA-Z0-9]*)((?:/[A-Za-z0-9_-]+)*)$`);

/**
 * SPEC.md section 7's product-link rule under the one policy: a link that starts with http is a web link and must
 * pass checkUrl; any other is the native app's, and must name a route of nativeLinks.routes. `javascript:`,
 * `intent://`, `file://` and any other scheme are refused either way.
 */
export function checkLink(raw: unknown, options: UrlPolicyOptions = {}): LinkVerdict {
  if (typeof raw !== 'string' || raw === '') return refuse('empty');
  if (raw.slice(0, 4).toLowerCase() === 'http') {
    const verdict = checkUrl(raw, options);
    return verdict.ok ? { ok: true, via: 'browser', url: verdict.url } : verdict;
  }
  if (raw.length > maxLength) return refuse('tooLong');
  const match = nativeLink.exec(raw);
  const route = match?.[1];
  if (route === undefined || !nativeRoutes.has(route)) return refuse('nativeRoute');
  return { ok: true, via: 'native', link: raw, route };
}
