import { describe, expect, it } from 'vitest';
import policy from '../schemas/url-policy.json' with { type: 'json' };
import { defaultLinkHosts, linkHostsMeta, parseLinkHosts } from './link-hosts.ts';

describe('parseLinkHosts', () => {
  it('reads host names separated by commas, spaces or lines, lower-cased and once each', () => {
    expect(parseLinkHosts('M.GCash.com, pay.maya.ph\ngw.dragonpay.ph  pay.maya.ph')).toEqual({ ok: true, hosts: ['m.gcash.com', 'pay.maya.ph', 'gw.dragonpay.ph'] });
  });

  it.each(['https://pay.maya.ph', 'pay.maya.ph:8443', 'pay.maya.ph/checkout', '*.paymongo.com', 'user@pay.maya.ph', 'localhost', '10.0.0.7', 'pay..maya.ph', '-x.ph'])(
    'refuses the list over %s, naming it',
    (entry) => {
      expect(parseLinkHosts(`checkout.paymongo.com, ${entry}`)).toEqual({ ok: false, bad: entry.toLowerCase() });
    },
  );

  it('defaults to the list of schemas/url-policy.json', () => {
    expect(defaultLinkHosts).toEqual(policy.allowedHosts);
    expect(parseLinkHosts(defaultLinkHosts.join(','))).toEqual({ ok: true, hosts: policy.allowedHosts });
  });

  it('writes a meta tag that parses back to the same list', () => {
    const meta = linkHostsMeta(['m.gcash.com', 'checkout.xendit.co']);
    expect(meta).toBe('<meta name="link-hosts" content="m.gcash.com checkout.xendit.co">');
  });
});
