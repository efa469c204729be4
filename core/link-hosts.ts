import policy from '../schemas/url-policy.json' with { type: 'json' };

// The allow-list of the URL policy (DESIGN.md, Safety rules) is deployment configuration, not code: the server reads
// it at start (ALLOWED_LINK_HOSTS or ALLOWED_LINK_HOSTS_FILE, server/config.ts) and writes it into every page it
// serves as <meta name="link-hosts">, which src/platform/url-policy.ts reads. schemas/url-policy.json's allowedHosts
// is the list a deployment that sets nothing gets. Browser and server read the list through this one parser.

/** The name of the meta tag that carries the deployment's allow-list into a page. */
export const linkHostsMetaName = 'link-hosts';

/** The allow-list of schemas/url-policy.json: what a deployment that configures nothing allows. */
export const defaultLinkHosts: readonly string[] = policy.allowedHosts;

// An exact host name: labels of letters, digits and inner hyphens, at least one dot; no scheme, port, path,
// user, wildcard or IP literal (a provider is reached by name, and a name is what the borrower's page shows).
const hostName = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export type LinkHostsParse = { ok: true; hosts: string[] } | { ok: false; bad: string };

/**
 * A list of host names separated by commas, spaces or new lines ('pay.example.ph, www.example.ph'), lower-cased.
 * Refuses the whole list when one entry is not a bare host name, naming it: a typo must not widen or silently
 * narrow where payments go.
 */
export function parseLinkHosts(text: string): LinkHostsParse {
  const entries = text
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const bad = entries.find((entry) => !hostName.test(entry));
  if (bad !== undefined) return { ok: false, bad };
  return { ok: true, hosts: [...new Set(entries)] };
}

/** The meta tag the server writes into a page: the hosts, space-separated (host names need no escaping). */
export function linkHostsMeta(hosts: readonly string[]): string {
  return `<meta name="${linkHostsMetaName}" content="${hosts.join(' ')}">`;
}
