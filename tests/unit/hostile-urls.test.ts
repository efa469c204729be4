import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedHostsFor, checkLink, checkUrl, type UrlPolicyOptions } from '../../src/platform/url-policy.ts';
import { imageSrc } from '../../renderers/core/image-src.ts';
import corpus from '../corpora/hostile-urls.json';

// Issue 17, part 4: every server-supplied URL slot of schemas/api refuses every hostile URL of the corpus.
// The slots are found in the response schemas (a property named like a URL, or described as one), so a URL field
// added to a call later has no kind below and fails the first test until someone says how the app uses it.

type Kind = 'web' | 'link' | 'image';

/**
 * How the app treats each slot: 'web' goes through checkUrl before navigation, 'link' through checkLink; 'image' is
 * shown, never navigated to: the renderers keep it only past imageSrc (renderers/core/image-src.ts), and the
 * browser loads it only from a host of the CSP's img-src (server/http/security-headers.ts: 'self' and the same
 * allow-list's https hosts, and data:), which the check below models. An inline picture (data:image/...) is admitted
 * in an image slot only: inert in an <img> (none of the corpus's passes imageSrc today).
 */
const slotKinds: Record<string, Kind> = {
  'channel/channel-template.json#/properties/response/properties/download/properties/buttons/items/properties/url': 'web',
  'contract/contract-jump.json#/properties/response/properties/contract_url': 'web',
  'loan-confirm-classic/agreement-jump.json#/properties/response/properties/agreementUrl': 'web',
  'product-links/product-link.json#/properties/response/properties/link': 'link',
  'loan-confirm-classic/loan-confirm.json#/properties/response/properties/productLogo': 'image',
  'loan-confirm-classic/loan-fields.json#/definitions/promoPopup/properties/imageUrl': 'image',
  'loan-confirm-classic/loan-push.json#/properties/response/properties/orderDetailsUrl': 'web',
  'repayment/repayment-fields.json#/definitions/channel/properties/logo': 'image',
  'repayment/repayment-fields.json#/definitions/defDetail/properties/logo': 'image',
  'repayment/repayment-fields.json#/definitions/productLogo': 'image',
  'legacy-repay/repayment-gateway.json#/properties/response/properties/url': 'web',
  'loan-confirm/loan-detail-confirm.json#/properties/response/properties/comProductLogo': 'image',
  'loan-confirm/loan-detail-confirm.json#/properties/response/properties/popAgreementUrl': 'web',
  'loan-confirm/loan-detail-push.json#/properties/response/properties/lendDetailsUrl': 'web',
  'loan-details/generate-vcode.json#/properties/response/properties/payUrl': 'web',
  'loan-details/loan-details.json#/properties/response/properties/h5Url': 'web',
  'loan-details/loan-details.json#/properties/response/properties/playeduL': 'web',
  'loan-details/loan-details.json#/properties/response/properties/productLogo': 'image',
  'service/recommended-product.json#/properties/link': 'link',
  'service/recommended-product.json#/properties/logo': 'image',
  'complaints/problem-fields.json#/definitions/displayImageUrl': 'image',
  'complaints/problem-fields.json#/definitions/imageUrl': 'image',
  'complaints/problem-fields.json#/definitions/orderSummary/properties/productLogo': 'image',
};

/** Named or described like a URL, but not one the app opens or shows: a partner's tracking value read from the page's own URL. */
const notUrls = new Set(['promotion/fields.json#/definitions/tag']);

const apiDir = path.resolve(import.meta.dirname, '../../schemas/api');
const urlName = /(url|link|logo|img|image)s?$/i;
// A description that says the value is a URL ("Image URL", "this URL"), not one that only mentions the page's URL.
const urlDescription = /\bURL\b/;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? jsonFiles(full) : name.endsWith('.json') ? [full] : [];
  });
}

/** Every string-valued schema under a property (or definition) whose name or description says it holds a URL. */
function urlSlots(): string[] {
  const found: string[] = [];
  const walk = (node: unknown, pointer: string, name: string, file: string) => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((child, index) => walk(child, `${pointer}/${index}`, name, file));
      return;
    }
    const schema = node as Record<string, unknown>;
    const isString = schema.type === 'string';
    const described = typeof schema.description === 'string' && urlDescription.test(schema.description);
    const slot = `${file}#${pointer}`;
    // What the server supplies: responses and shared definitions, never what the client sends.
    const inRequest = pointer.startsWith('/properties/request');
    if (isString && schema.$ref === undefined && !inRequest && (urlName.test(name) || described) && !notUrls.has(slot)) found.push(slot);
    for (const [key, child] of Object.entries(schema)) {
      if (key === 'properties' || key === 'definitions' || key === '$defs') {
        for (const [prop, sub] of Object.entries(child as Record<string, unknown>)) walk(sub, `${pointer}/${key}/${prop}`, prop, file);
      } else if (key === 'items' || key === 'additionalProperties') walk(child, `${pointer}/${key}`, name, file);
      else if (key === 'oneOf' || key === 'anyOf' || key === 'allOf') walk(child, `${pointer}/${key}`, name, file);
    }
  };
  for (const file of jsonFiles(apiDir)) walk(JSON.parse(readFileSync(file, 'utf8')), '', '', path.relative(apiDir, file).split(path.sep).join('/'));
  return found.sort();
}

// The production allow-list, and an app origin that is on no list, so a relative link is judged by what it resolves to.
const options: UrlPolicyOptions = { base: 'https://app.example.ph/app/loan-details?orderId=1', allowedHosts: allowedHostsFor(false) };
const check: Record<Kind, (raw: string) => boolean | 'inert'> = {
  web: (raw) => checkUrl(raw, options).ok,
  image: (raw) => {
    const src = imageSrc(raw);
    if (src === '') return false;
    if (src.startsWith('data:image/')) return 'inert';
    const url = new URL(src, options.base);
    return url.origin === new URL(options.base!).origin || (url.protocol === 'https:' && allowedHostsFor(false).includes(url.host));
  },
  link: (raw) => checkLink(raw, options).ok,
};

describe('hostile URL corpus', () => {
  const slots = urlSlots();

  it('finds the URL slots in schemas/api, and each has a kind', () => {
    expect(slots.length).toBeGreaterThanOrEqual(Object.keys(slotKinds).length);
    expect(slots.filter((slot) => !(slot in slotKinds)), 'URL slots with no kind in slotKinds').toEqual([]);
    expect(Object.keys(slotKinds).filter((slot) => !slots.includes(slot)), 'kinds for slots that no longer exist').toEqual([]);
  });

  it('holds at least 200 distinct hostile URLs', () => {
    expect(new Set(corpus.hostile.map((entry) => entry.url)).size).toBeGreaterThanOrEqual(200);
  });

  it.each(Object.entries(slotKinds))('%s (%s) refuses every hostile URL and admits the genuine ones', (_slot, kind) => {
    const admitted = corpus.hostile.filter((entry) => check[kind](entry.url) === true).map((entry) => `${entry.why}: ${JSON.stringify(entry.url)}`);
    expect(admitted).toEqual([]);
    for (const entry of corpus.staysHome) {
      const verdict = kind === 'link' ? checkLink(entry.url, options) : checkUrl(entry.url, options);
      if (!verdict.ok) continue;
      if ('route' in verdict) expect(['home', 'product'], entry.url).toContain(verdict.route);
      else expect(['https://app.example.ph', ...allowedHostsFor(false).map((host) => `https://${host}`)], entry.url).toContain(new URL(verdict.url).origin);
    }
    for (const entry of corpus.allowed.filter((allowed) => allowed.kinds.includes(kind))) expect(check[kind](entry.url), entry.url).toBe(true);
  });
});
