import { describe, expect, it } from 'vitest';
import policy from '../../schemas/url-policy.json';
import catalog from '../../schemas/messages/en.json';
import { allowedHostsFor, checkLink, checkUrl, deployedLinkHosts, type UrlRefusalCause } from './url-policy.ts';

// The app's own origin is deliberately not in the allow-list, so the same-origin cases prove the implicit allowance.
const base = 'https://app.cashpeso.example/app/loan-details?orderId=PH1';

const allowed: Array<[string, string, string]> = [
  ['an allow-listed https host', 'https://pay.cashpeso.ph/checkout?ref=PH123', 'https://pay.cashpeso.ph/checkout?ref=PH123'],
  // Tests run as a development build, which admits the development hosts (see allowedHostsFor below).
  ['http on a development host, any port', 'http://localhost:8080/simulated-pay?ref=1', 'http://localhost:8080/simulated-pay?ref=1'],
  ['the loopback address in development', 'http://127.0.0.1:3000/pay', 'http://127.0.0.1:3000/pay'],
  ['upper-case scheme and host, normalised', 'HTTPS://PAY.CASHPESO.PH/x', 'https://pay.cashpeso.ph/x'],
  ['an absolute same-origin path', '/app/repay?orderId=PH1', 'https://app.cashpeso.example/app/repay?orderId=PH1'],
  ['a relative same-origin path', 'repay?orderId=PH1', 'https://app.cashpeso.example/app/repay?orderId=PH1'],
  ['the own origin spelled out with its default port', 'https://app.cashpeso.example:443/app', 'https://app.cashpeso.example/app'],
  ['protocol-relative to an allow-listed host', '//pay.cashpeso.ph/x', 'https://pay.cashpeso.ph/x'],
  ['an @ inside the fragment is not userinfo', 'https://pay.cashpeso.ph/#@evil.example', 'https://pay.cashpeso.ph/#@evil.example'],
  ['a percent-encoded query is fine', 'https://pay.cashpeso.ph/?note=a%20b', 'https://pay.cashpeso.ph/?note=a%20b'],
];

const refused: Array<[string, unknown, UrlRefusalCause]> = [
  ['javascript:', 'javascript:alert(1)', 'scheme'],
  ['javascript: in mixed case', 'JaVaScRiPt:alert(document.cookie)', 'scheme'],
  ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'scheme'],
  ['vbscript:', 'vbscript:msgbox(1)', 'scheme'],
  ['file:', 'file:///etc/passwd', 'scheme'],
  ['ftp: to an allow-listed host', 'ftp://pay.cashpeso.ph/x', 'scheme'],
  ['blob:', 'blob:https://app.cashpeso.example/0d9f', 'scheme'],
  ['a native deep link', 'cashpeso://product/12', 'scheme'],
  ['protocol-relative to a foreign host', '//evil.example/x', 'host'],
  ['a foreign host', 'https://evil.example/', 'host'],
  ['an allow-listed name as a prefix of a foreign host', 'https://pay.cashpeso.ph.evil.example/', 'host'],
  ['a look-alike subdomain', 'https://evilpay.cashpeso.ph/', 'host'],
  ['the parent of an allow-listed host', 'https://cashpeso.ph/', 'host'],
  ['a trailing-dot host', 'https://localhost./', 'host'],
  ['a percent-encoded dot in the host', 'https://pay.cashpeso.ph%2eevil.example/', 'host'],
  ['allowed host as userinfo before a foreign host', 'https://pay.cashpeso.ph@evil.example/', 'userinfo'],
  ['foreign userinfo before an allowed host', 'https://evil.example@pay.cashpeso.ph/', 'userinfo'],
  ['user and password', 'https://user:secret@pay.cashpeso.ph/', 'userinfo'],
  ['another port on an allowed host', 'https://pay.cashpeso.ph:8443/', 'port'],
  ['plain http on the https port of an allowed host', 'http://pay.cashpeso.ph:443/', 'port'],
  ['backslashes for slashes', 'https:\\\\evil.example\\', 'backslash'],
  ['slash-backslash, protocol-relative in browsers', '/\\evil.example', 'backslash'],
  ['a tab inside the scheme', 'java\tscript:alert(1)', 'hiddenCharacter'],
  ['a newline inside the scheme', 'java\nscript:alert(1)', 'hiddenCharacter'],
  ['a leading space', ' javascript:alert(1)', 'hiddenCharacter'],
  ['a leading NUL', '\u0000javascript:alert(1)', 'hiddenCharacter'],
  ['a trailing space on an allowed URL', 'https://pay.cashpeso.ph/ ', 'hiddenCharacter'],
  ['a zero-width space in the host', 'https://pay.cashpeso.ph\u200b.evil.example/', 'hiddenCharacter'],
  ['a right-to-left override', 'https://\u202epay.cashpeso.ph/', 'hiddenCharacter'],
  ['a no-break space', 'https://pay.cashpeso.ph/\u00a0', 'hiddenCharacter'],
  ['an empty string', '', 'empty'],
  ['undefined', undefined, 'empty'],
  ['null', null, 'empty'],
  ['a number', 42, 'empty'],
  ['an unterminated IPv6 host', 'http://[::1', 'malformed'],
  ['a port out of range', 'https://pay.cashpeso.ph:99999/', 'malformed'],
  ['a scheme with no host', 'https://', 'malformed'],
  ['an absurdly long string', `https://pay.cashpeso.ph/${'a'.repeat(9000)}`, 'tooLong'],
];

describe('checkUrl', () => {
  it.each(allowed)('allows %s', (_name, raw, url) => {
    expect(checkUrl(raw, { base })).toEqual({ ok: true, url });
  });

  it.each(refused)('refuses %s', (_name, raw, cause) => {
    expect(checkUrl(raw, { base })).toEqual({ ok: false, reason: 'url.refused', cause });
  });

  it('gives the borrower a message that exists in the catalog', () => {
    const verdict = checkUrl('javascript:alert(1)', { base });
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(catalog[verdict.reason]).toMatch(/can't be opened/);
  });

  it('resolves relative links against the page location by default', () => {
    expect(checkUrl('/app/repay?orderId=PH1')).toEqual({ ok: true, url: new URL('/app/repay?orderId=PH1', location.href).href });
    expect(checkUrl(`${location.origin}/app`)).toEqual({ ok: true, url: `${location.origin}/app` });
  });

  it('refuses a relative link when there is no base to resolve it against', () => {
    expect(checkUrl('/app/repay', { base: 'not a url' })).toMatchObject({ ok: false, cause: 'malformed' });
  });

  it('uses an allow-list given in the options instead of the configured one', () => {
    const options = { base, allowedHosts: ['Partner.Example'] };
    expect(checkUrl('https://partner.example/apply', options)).toEqual({ ok: true, url: 'https://partner.example/apply' });
    expect(checkUrl('https://pay.cashpeso.ph/checkout', options)).toMatchObject({ ok: false, cause: 'host' });
    expect(checkUrl('/app/repay', options)).toMatchObject({ ok: true });
  });
});

describe('schemas/url-policy.json', () => {
  it('lists exact lower-case host names only', () => {
    expect(policy.allowedHosts.length).toBeGreaterThan(0);
    for (const host of policy.allowedHosts) expect(host).toMatch(/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:]+\])$/);
    expect(new Set(policy.allowedHosts).size).toBe(policy.allowedHosts.length);
  });

  it('admits the payment partner, and keeps development hosts out of the production list', () => {
    expect(policy.allowedHosts).toContain('pay.cashpeso.ph');
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']) expect(policy.allowedHosts).not.toContain(host);
  });

  it('names only lower-case route names as native routes', () => {
    for (const route of policy.nativeLinks.routes) expect(route).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });
});

describe('allowedHostsFor', () => {
  const production = allowedHostsFor(false);

  it('admits development hosts in a development build only', () => {
    expect(allowedHostsFor(true)).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']));
    expect(production).not.toContain('localhost');
    expect(production).not.toContain('127.0.0.1');
  });

  it.each(['http://localhost:8080/pay', 'http://127.0.0.1:9229/json', 'http://localhost/'])('refuses %s in production', (raw) => {
    expect(checkUrl(raw, { base, allowedHosts: production })).toMatchObject({ ok: false, cause: 'host' });
  });

  it('still admits the own origin in production, which is how the demo reaches its simulated provider', () => {
    const demoPage = 'http://127.0.0.1:8080/app/repayment?orderId=PH1';
    expect(checkUrl('/dev/simulated-pay?ref=1', { base: demoPage, allowedHosts: production })).toMatchObject({ ok: true });
  });
});

describe('checkLink (SPEC.md section 7: http links open in the browser, others in the native app)', () => {
  it.each([
    ['https://partners.cashpeso.ph/apply/x', { ok: true, via: 'browser', url: 'https://partners.cashpeso.ph/apply/x' }],
    ['cashpeso://product/202', { ok: true, via: 'native', link: 'cashpeso://product/202', route: 'product' }],
    ['product/202', { ok: true, via: 'native', link: 'product/202', route: 'product' }],
    ['cashpeso://home', { ok: true, via: 'native', link: 'cashpeso://home', route: 'home' }],
  ])('admits %s', (raw, verdict) => {
    expect(checkLink(raw, { base })).toEqual(verdict);
  });

  it.each([
    ['javascript:alert(1)', 'nativeRoute'],
    ['JAVASCRIPT:alert(1)', 'nativeRoute'],
    ['intent://scan/#Intent;scheme=zxing;package=com.evil;end', 'nativeRoute'],
    ['file:///data/data/ph.cashpeso/shared_prefs/session.xml', 'nativeRoute'],
    ['data:text/html,<script>alert(1)</script>', 'nativeRoute'],
    ['otherapp://product/202', 'nativeRoute'],
    ['cashpeso://settings/202', 'nativeRoute'],
    ['cashpeso://product/202?next=javascript:alert(1)', 'nativeRoute'],
    ['cashpeso://product/../../etc', 'nativeRoute'],
    ['product/202\u0000', 'nativeRoute'],
    [' product/202', 'nativeRoute'],
    ['https://evil.example/apply', 'host'],
    ['httpx://partners.cashpeso.ph/', 'scheme'],
    ['', 'empty'],
  ])('refuses %s', (raw, cause) => {
    expect(checkLink(raw, { base })).toEqual({ ok: false, reason: 'url.refused', cause });
  });
});

describe('the deployment\'s allow-list, from the page', () => {
  const pageWith = (html: string) => new DOMParser().parseFromString(`<html><head>${html}</head><body></body></html>`, 'text/html');

  it('is what the server wrote into <meta name="link-hosts">, not the bundled list', () => {
    const hosts = deployedLinkHosts(pageWith('<meta name="link-hosts" content="m.gcash.com checkout.paymongo.com">'));
    expect(hosts).toEqual(['m.gcash.com', 'checkout.paymongo.com']);
    expect(checkUrl('https://checkout.paymongo.com/pay/PH1', { base, allowedHosts: hosts })).toMatchObject({ ok: true });
    expect(checkUrl('https://pay.cashpeso.ph/checkout', { base, allowedHosts: hosts })).toMatchObject({ ok: false, cause: 'host' });
  });

  it('is schemas/url-policy.json\'s list on a page without the tag', () => {
    expect(deployedLinkHosts(pageWith(''))).toEqual(policy.allowedHosts);
  });

  it('admits no other host when the tag does not parse', () => {
    expect(deployedLinkHosts(pageWith('<meta name="link-hosts" content="https://evil.example">'))).toEqual([]);
  });

  it('keeps http and https only whatever the list says', () => {
    expect(checkUrl('javascript://m.gcash.com/%0aalert(1)', { base, allowedHosts: ['m.gcash.com'] })).toMatchObject({ ok: false, cause: 'scheme' });
  });
});
