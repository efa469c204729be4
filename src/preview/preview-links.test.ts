import { describe, expect, it } from 'vitest';
import routeTable from '../../schemas/routes.json';
import { previewLinks } from './preview-links.ts';
import { demoParams, loadParams, paramNames, saveParams, storageKey } from './preview-params.ts';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('previewLinks', () => {
  it('links every route that a screen serves, and no other, from schemas/routes.json', () => {
    const served = Object.entries(routeTable.routes as Record<string, { screen?: string }>).filter(([, route]) => route.screen).map(([name]) => name);
    expect(previewLinks(demoParams()).map((link) => link.route)).toEqual(served);
  });

  it('a new route appears with no code', () => {
    const table = { basePath: '/app', routes: { later: { path: '/later', title: 'Later', screen: 'later/later-screen' }, native: { path: '/home', title: 'Home' } } };
    expect(previewLinks(demoParams(), table).map((link) => link.href.split('?')[0])).toEqual(['/app/later']);
  });

  it('carries every param typed in, leaves out empty ones, and adds the route demo params the page does not cover', () => {
    const params = { ...demoParams(), productId: '777', orderId: '', deviceName: 'Test Phone' };
    const table = { basePath: '/app', routes: { code: { path: '/code', title: 'Code', screen: 'code/screen', demoQuery: 'showType=1&productId=1&payCode=X' } } };
    const query = new URL(previewLinks(params, table)[0]!.href, 'http://x').searchParams;
    expect(query.get('productId')).toBe('777');
    expect(query.has('orderId')).toBe(false);
    expect(query.get('deviceName')).toBe('Test Phone');
    expect(query.get('showType')).toBe('1');
    expect(query.get('payCode')).toBe('X');
  });
});

describe('the preview params', () => {
  it('start from the demo session, and keep what was saved', () => {
    const storage = memoryStorage();
    expect(loadParams(storage)).toEqual(demoParams());
    saveParams({ ...demoParams(), sessionId: 'mine' }, storage);
    expect(loadParams(storage).sessionId).toBe('mine');
  });

  it('ignore what they cannot read', () => {
    expect(loadParams(memoryStorage({ [storageKey]: '{not json' }))).toEqual(demoParams());
    expect(loadParams(memoryStorage({ [storageKey]: JSON.stringify({ sessionId: 42, orderId: 'kept' }) }))).toEqual({ ...demoParams(), orderId: 'kept' });
  });

  it('are the session params of schemas/api/session-params.json but the market, and productId and orderId', async () => {
    const sessionParams = await import('../../schemas/api/session-params.json');
    // system=1 picks the rupee market; the spec's preview page does not set it (SPEC.md, testPreview).
    const session = Object.keys(sessionParams.default.properties).filter((name) => name !== 'system');
    expect([...paramNames].sort()).toEqual([...session, 'productId', 'orderId'].sort());
  });
});
