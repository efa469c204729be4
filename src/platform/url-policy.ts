import policy from '../../schemas/url-policy.json';
import type catalog from '../../schemas/messages/en.json';

// The one gate for server-supplied URLs (DESIGN.md, Safety rules). Screens never navigate to
// payUrl, playeduL, lendDetailsUrl, contract_url, h5Url or a product link without passing it here.

type MessageKey = keyof typeof catalog;

/** Why a URL was refused: for logs and tests; the borrower only ever sees `reason`. */
export type UrlRefusalCause = 'empty' | 'tooLong' | 'hiddenCharacter' | 'backslash' | 'malformed' | 'scheme' | 'userinfo' | 'host';

export type UrlVerdict = { ok: true; url: string } | { ok: false; reason: MessageKey; cause: UrlRefusalCause };

export interface UrlPolicyOptions {
  /** What relative links resolve against, and whose origin is allowed implicitly. Defaults to the page's location. */
  base?: string;
  /** Replaces the allow-list of schemas/url-policy.json (tests, or a deployment with other partners). */
  allowedHosts?: readonly string[];
}

const defaultAllowedHosts: readonly string[] = policy.allowedHosts.map((host) => host.toLowerCase());

// Longer than any real payment link, short enough that a pathological string is not parsed.
const maxLength = 8192;

// The URL parser drops tab/CR/LF anywhere and trims leading controls and spaces, so "java\tscript:"
// or " javascript:" would become a script URL after a naive scheme check; zero-width, bidi and other
// format characters disguise a host to a person. Refuse rather than normalise: a genuine link has none.
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Z}\s]/u;

const allowedSchemes = new Set(['http:', 'https:']);

function refuse(cause: UrlRefusalCause): UrlVerdict {
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
  const hosts = options.allowedHosts?.map((host) => host.toLowerCase()) ?? defaultAllowedHosts;
  if (!sameOrigin && !hosts.includes(url.hostname)) return refuse('host');
  return { ok: true, url: url.href };
}
