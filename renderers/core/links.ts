// Links built from server data: the address is encoded so that a value can never add headers (?subject=, &cc=)
// or change the scheme of the link.

export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address.trim()).replace(/%40/g, '@')}`;
}

/** RFC 3966 allows no spaces; only a leading '+' and the digits are kept. */
export function telHref(number: string): string {
  const trimmed = number.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D+/g, '')}`;
}
