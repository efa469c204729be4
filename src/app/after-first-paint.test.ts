import { describe, expect, it } from 'vitest';
import { loadParams, type PageLoad } from './after-first-paint.ts';

const load: PageLoad = { method: 'POST', path: '/diving/v3/loan-details/loan-details', params: { productId: { $query: 'productId' }, overall: '30' } };

describe("a page's early loads", () => {
  it('takes literal params as they are and the others from the page query', () => {
    expect(loadParams(load, new URLSearchParams('productId=101&sessionId=s'))).toEqual({ productId: '101', overall: '30' });
  });

  it('sends nothing when the query lacks a param (the screen shows its own message then)', () => {
    expect(loadParams(load, new URLSearchParams('sessionId=s'))).toBeUndefined();
    expect(loadParams(load, new URLSearchParams('productId='))).toBeUndefined();
  });
});
