import { describe, expect, it } from 'vitest';
import routeTable from '../../schemas/routes.json' with { type: 'json' };
import { routeHref } from './navigation.ts';
import { readSession } from './session.ts';

describe('routeHref', () => {
  const session = readSession('?sessionId=s1&deviceId=d1&system=1&x-channel=play&productId=7&orderId=O1&source=elsewhere');

  it('carries the session params, system and header params, but not the page’s own order or source', () => {
    const url = new URL(routeHref('customerService', session), 'https://app.test');
    expect(url.pathname).toBe(`${routeTable.basePath}${routeTable.routes.customerService.path}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ sessionId: 's1', deviceId: 'd1', system: '1', 'x-channel': 'play' });
  });

  it('adds the extra params, which win over carried ones, and drops undefined values', () => {
    const url = new URL(routeHref('loanDetailUrl', session, { productId: '9', orderId: undefined, system: '0' }), 'https://app.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({ sessionId: 's1', deviceId: 'd1', system: '0', 'x-channel': 'play', productId: '9' });
  });

  it('refuses a route the table lacks', () => {
    expect(() => routeHref('noSuchRoute', session)).toThrow(/No route 'noSuchRoute'/);
  });
});
