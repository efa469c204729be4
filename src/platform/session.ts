import { properties as sessionParamProperties } from '../../schemas/api/session-params.json';

export type SessionParamName = keyof typeof sessionParamProperties;
export type SessionParams = Readonly<Partial<Record<SessionParamName, string>>>;

/** What the native app put in the page URL, read once when the app starts. */
export interface Session {
  /** Copied into the query of every call; never logged. */
  readonly params: SessionParams;
  readonly productId?: string;
  readonly orderId?: string;
  readonly system?: string;
  /** system=1 is the rupee market; anything else the peso market. */
  readonly isRupeeMarket: boolean;
  readonly source?: string;
  /** Query params named x-* become request headers on every call. */
  readonly headers: Readonly<Record<string, string>>;
}

const sessionParamNames = Object.keys(sessionParamProperties) as SessionParamName[];

// RFC 9110 token characters: anything else would make fetch throw, or smuggle a second header.
const headerName = /^[xX]-[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Visible ASCII, space and tab only: no CR/LF, so a value can never start a new header line.
const headerValue = /^[\t\x20-\x7e]*$/;

function optional(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value === '' ? undefined : value;
}

/** Pure: parses a location.search string into a frozen session. */
export function readSession(search: string): Session {
  const query = new URLSearchParams(search);
  const params: Partial<Record<SessionParamName, string>> = {};
  for (const name of sessionParamNames) {
    const value = query.get(name);
    if (value !== null) params[name] = value;
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of query) {
    if (headerName.test(name) && headerValue.test(value)) headers[name] = value;
  }
  const system = optional(query, 'system');
  return Object.freeze({
    params: Object.freeze(params),
    productId: optional(query, 'productId'),
    orderId: optional(query, 'orderId'),
    system,
    isRupeeMarket: system === '1',
    source: optional(query, 'source'),
    headers: Object.freeze(headers),
  });
}

let current: Session | undefined;

/** The session of this page load. Later changes to the URL (route changes) never alter it. */
export function currentSession(): Session {
  current ??= readSession(typeof window === 'undefined' ? '' : window.location.search);
  return current;
}
