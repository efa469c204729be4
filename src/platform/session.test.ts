import { describe, expect, it } from 'vitest';
import sessionParamsSchema from '../../schemas/api/session-params.json';
import demo from '../../schemas/fixtures/demo.json';
import { readSession } from './session.ts';

describe('readSession', () => {
  it('takes every session param the schema names, and nothing else', () => {
    const maria = demo.borrowers[0]!.session;
    const session = readSession(`?${new URLSearchParams({ ...maria, system: '1', productId: '7', tracking: 'x' })}`);
    // system rides with the session into every call, so that the texts the server writes follow the market.
    expect(session.params).toEqual({ ...maria, system: '1' });
    expect(Object.keys(session.params).sort()).toEqual(Object.keys(sessionParamsSchema.properties).sort());
  });

  it('reads productId, orderId, source and system, treating only system=1 as the rupee market', () => {
    const session = readSession('?productId=7&orderId=ORD-1&source=loanDetail&system=1');
    expect(session).toMatchObject({ productId: '7', orderId: 'ORD-1', source: 'loanDetail', system: '1', isRupeeMarket: true });
    expect(readSession('?system=2').isRupeeMarket).toBe(false);
    expect(readSession('').isRupeeMarket).toBe(false);
    expect(readSession('?productId=').productId).toBeUndefined();
  });

  it('turns x- query params into headers, keeping only valid header names and values', () => {
    const session = readSession('?x-trace=1&X-Channel=gcash&x-bad%20name=2&x-=3&xylophone=4&x-split=a%0D%0ASet-Cookie:%20s&x-ok_name.v2=5');
    expect(session.headers).toEqual({ 'x-trace': '1', 'X-Channel': 'gcash', 'x-ok_name.v2': '5' });
  });

  it('is immutable', () => {
    const session = readSession('?sessionId=s1&x-a=1');
    expect(Object.isFrozen(session)).toBe(true);
    expect(Object.isFrozen(session.params)).toBe(true);
    expect(Object.isFrozen(session.headers)).toBe(true);
  });
});
