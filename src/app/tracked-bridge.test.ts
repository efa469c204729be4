import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bridge } from '../bridge/bridge.ts';
import { forgetDrawn, recordDrawn } from '../platform/drawn-versions.ts';
import { withDrawnVersions } from './tracked-bridge.ts';

const native = (): Bridge => ({ closeWebview: vi.fn(), confirmBurialPoint: vi.fn(() => 'android' as const), openNativeRating: vi.fn(), endBankBinding: vi.fn() });

// A page starts with nothing drawn; so does each test, whatever ran before it in the worker.
beforeEach(forgetDrawn);
afterEach(forgetDrawn);

describe('tracking events', () => {
  it("carry the id and version of the screen the page draws, beside the event's own fields", () => {
    const bridge = native();
    recordDrawn('screens/loan-details', 3);
    expect(withDrawnVersions(bridge).confirmBurialPoint({ productId: '7', moduleId: '30' })).toBe('android');
    expect(bridge.confirmBurialPoint).toHaveBeenCalledWith({ productId: '7', moduleId: '30', documentId: 'screens/loan-details', documentVersion: 3 });
  });

  it('say version 0 when the bundled copy draws, and follow a change of version', () => {
    const bridge = native();
    recordDrawn('screens/loan-details', 0);
    withDrawnVersions(bridge).confirmBurialPoint({ type: 'productLink' });
    recordDrawn('screens/loan-details', 4);
    withDrawnVersions(bridge).confirmBurialPoint({ type: 'productLink' });
    expect(vi.mocked(bridge.confirmBurialPoint).mock.calls.map(([payload]) => payload.documentVersion)).toEqual([0, 4]);
  });

  it('list every document of a page that draws several, and add nothing on a page that draws none', () => {
    const bridge = native();
    withDrawnVersions(bridge).confirmBurialPoint({ productId: '7' });
    recordDrawn('screens/repayment', 2);
    recordDrawn('forms/bank-binding', 0);
    withDrawnVersions(bridge).confirmBurialPoint({ productId: '7', documentId: 'spoofed' });
    expect(vi.mocked(bridge.confirmBurialPoint).mock.calls.map(([payload]) => payload)).toEqual([
      { productId: '7' },
      { productId: '7', documentId: 'screens/repayment,forms/bank-binding', documentVersion: '2,0' },
    ]);
  });

  it('leave the other operations as they are', () => {
    const bridge = native();
    withDrawnVersions(bridge).closeWebview();
    expect(bridge.closeWebview).toHaveBeenCalledOnce();
  });
});
