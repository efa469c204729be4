import { describe, expect, it } from 'vitest';
import { planLinkOpening } from './product-link.ts';

const base = 'https://app.cashpeso.example/app/joint-login-failure';

describe('planLinkOpening (SPEC.md section 7, product link rule)', () => {
  it.each([
    ['https://partners.cashpeso.ph/apply/x', { via: 'browser', url: 'https://partners.cashpeso.ph/apply/x' }],
    ['HTTPS://PARTNERS.cashpeso.ph/apply', { via: 'browser', url: 'https://partners.cashpeso.ph/apply' }],
    ['http://partners.cashpeso.ph/a', { via: 'browser', url: 'http://partners.cashpeso.ph/a' }],
    ['cashpeso://product/202', { via: 'bridge', link: 'cashpeso://product/202' }],
    ['product/202', { via: 'bridge', link: 'product/202' }],
  ])('%s', (link, plan) => {
    expect(planLinkOpening(link, { base })).toEqual(plan);
  });

  it.each(['https://evil.example/apply', 'https://partners.cashpeso.ph@evil.example/', 'httpx://partners.cashpeso.ph/', 'http:\\\\evil.example'])(
    'refuses %s, which starts with http but fails the URL policy',
    (link) => {
      const plan = planLinkOpening(link, { base });
      expect(plan.via).toBe('refused');
      expect(plan.via === 'refused' && plan.reason.reason).toBe('url.refused');
    },
  );

  it.each(['javascript:alert(document.cookie)', 'intent://scan/#Intent;package=com.evil;end', 'file:///sdcard/x.html', 'otherapp://pay'])(
    'never hands %s to the native app',
    (link) => {
      expect(planLinkOpening(link, { base }).via).toBe('refused');
    },
  );
});
