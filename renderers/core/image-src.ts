// Server-supplied image addresses (logos, banners): shown, never navigated to. Which hosts may serve them is the
// CSP's img-src, drawn from the same schemas/url-policy.json; here an address is only kept when it is a plain http(s)
// URL, a same-origin path or an inline picture (data:image/..., inert in an <img> and admitted by the CSP), so a
// javascript:, data:text/html, file: or other scheme, a protocol-relative '//host', a backslash or a hidden character
// never reaches an <img src> (issue 17, hostile corpora).

const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Z}\s]/u;

/** `raw` when it may be an image's src, else '' (drawn as no image). */
export function imageSrc(raw: string): string {
  if (raw === '' || raw.length > 8192 || hiddenCharacter.test(raw) || raw.includes('\\')) return '';
  if (raw.startsWith('/')) return raw.startsWith('//') ? '' : raw;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(raw)) return raw;
  if (!/^https?:\/\/[^/?#]/i.test(raw)) return '';
  // Credentials make an address read as another host to a person; no genuine image carries them.
  try {
    const url = new URL(raw);
    return url.username === '' && url.password === '' ? raw : '';
  } catch {
    return '';
  }
}
