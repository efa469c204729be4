// Stands in for fast-uri (swapModules() in scripts/budgets/bundle-plugins.ts points @rjsf/utils's import of it here in
// builds). rjsf uses only its resolve() and equal(), for $ids and non-fragment $refs of draft 2020-12 schema bundles;
// fast-uri brings a whole URI toolkit, about 7 KB gzip of a form route's budget. This is the reference resolution of
// RFC 3986 section 5.2, and comparison after the normalisations of section 6.2.2 (case of scheme and host, unreserved
// percent-escapes).

interface Parts {
  scheme?: string;
  authority?: string;
  path: string;
  query?: string;
  fragment?: string;
}

// RFC 3986 appendix B.
const uriPattern = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s;

function parse(uri: string): Parts {
  const [, scheme, authority, path = '', query, fragment] = uriPattern.exec(uri) ?? [];
  return { scheme, authority, path, query, fragment };
}

function serialize({ scheme, authority, path, query, fragment }: Parts): string {
  return (
    (scheme !== undefined ? `${scheme}:` : '') +
    (authority !== undefined ? `//${authority}` : '') +
    path +
    (query !== undefined ? `?${query}` : '') +
    (fragment !== undefined ? `#${fragment}` : '')
  );
}

/** RFC 3986 section 5.2.4. */
function removeDotSegments(path: string): string {
  const output: string[] = [];
  let input = path;
  while (input.length > 0) {
    if (input.startsWith('../')) input = input.slice(3);
    else if (input.startsWith('./')) input = input.slice(2);
    else if (input.startsWith('/./')) input = input.slice(2);
    else if (input === '/.') input = '/';
    else if (input.startsWith('/../')) {
      input = input.slice(3);
      output.pop();
    } else if (input === '/..') {
      input = '/';
      output.pop();
    } else if (input === '.' || input === '..') input = '';
    else {
      const end = input.indexOf('/', input.startsWith('/') ? 1 : 0);
      const segment = end === -1 ? input : input.slice(0, end);
      output.push(segment);
      input = input.slice(segment.length);
    }
  }
  return output.join('');
}

/** RFC 3986 section 5.2.3. */
function mergePaths(base: Parts, path: string): string {
  if (base.authority !== undefined && base.path === '') return `/${path}`;
  const slash = base.path.lastIndexOf('/');
  return slash === -1 ? path : base.path.slice(0, slash + 1) + path;
}

/** RFC 3986 section 5.2.2: the target of `reference` seen from `base`. */
export function resolve(base: string, reference: string): string {
  const b = parse(base);
  const r = parse(reference);
  let target: Parts;
  if (r.scheme !== undefined) {
    target = { ...r, path: removeDotSegments(r.path) };
  } else if (r.authority !== undefined) {
    target = { ...r, scheme: b.scheme, path: removeDotSegments(r.path) };
  } else if (r.path === '') {
    target = { ...b, query: r.query ?? b.query, fragment: r.fragment };
  } else {
    const merged = r.path.startsWith('/') ? r.path : mergePaths(b, r.path);
    let path = removeDotSegments(merged);
    // A relative base (schema $ids such as 'forms/x.json') stays relative, as fast-uri keeps it.
    if (!merged.startsWith('/') && path.startsWith('/')) path = path.slice(1);
    target = { scheme: b.scheme, authority: b.authority, path, query: r.query, fragment: r.fragment };
  }
  return serialize(target);
}

const unreservedEscape = /%([0-9A-Fa-f]{2})/g;

function normalise(uri: string): string {
  const parts = parse(uri);
  const decodeUnreserved = (text: string | undefined) =>
    text?.replace(unreservedEscape, (escape, hex: string) => {
      const char = String.fromCharCode(parseInt(hex, 16));
      return /[A-Za-z0-9\-._~]/.test(char) ? char : escape.toUpperCase();
    });
  return serialize({
    scheme: parts.scheme?.toLowerCase(),
    authority: decodeUnreserved(parts.authority?.toLowerCase()),
    path: decodeUnreserved(parts.path) ?? '',
    query: decodeUnreserved(parts.query),
    fragment: decodeUnreserved(parts.fragment),
  });
}

/** Whether two URIs name the same resource after RFC 3986 section 6.2.2 normalisation. */
export function equal(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}

export default { resolve, equal };
