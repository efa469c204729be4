import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/http/security-headers.ts';
import urlPolicy from '../../schemas/url-policy.json' with { type: 'json' };

const directive = (name: string) => contentSecurityPolicy.split('; ').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('the content security policy', () => {
  it("lets a page show images from the hosts the URL policy allows (customer service's answers), over https only", () => {
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:', ...urlPolicy.allowedHosts.map((host) => `https://${host}`)]);
  });

  it('allows no inline or evaluated script or style anywhere', () => {
    expect(contentSecurityPolicy).not.toMatch(/unsafe-(inline|eval)/);
    expect(directive('script-src')).toEqual(["'self'"]);
    expect(directive('style-src')).toEqual(["'self'"]);
  });
});
