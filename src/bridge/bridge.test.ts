import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge, goBack, goToNative, inNativeShell, nativeWay, openNativePage, specOperations, type Bridge, type BridgeOperation, type BridgeWindow } from './bridge.ts';

const operations: { name: BridgeOperation; call: (bridge: Bridge) => unknown; payload: Record<string, unknown> }[] = [
  { name: 'closeWebview', call: (b) => b.closeWebview(), payload: {} },
  { name: 'confirmBurialPoint', call: (b) => b.confirmBurialPoint({ productId: '7', moduleId: 3 }), payload: { productId: '7', moduleId: 3 } },
  { name: 'openNativeRating', call: (b) => b.openNativeRating(), payload: {} },
  { name: 'endBankBinding', call: (b) => b.endBankBinding(), payload: {} },
];

afterEach(() => vi.restoreAllMocks());

describe.each(operations)('$name', ({ name, call, payload }) => {
  it('calls the Android interface with a JSON string', () => {
    const android = { [name]: vi.fn() };
    const win: BridgeWindow = { AndroidBridge: android, history: { back: vi.fn() } };
    expect(call(createBridge(win))).toBe('android');
    expect(android[name]).toHaveBeenCalledWith(JSON.stringify(payload));
    expect(win.history.back).not.toHaveBeenCalled();
  });

  it('posts to the iOS message handler with the handler as `this`', () => {
    const handler = { postMessage: vi.fn(function (this: unknown) { return this; }) };
    const win: BridgeWindow = { webkit: { messageHandlers: { [name]: handler } }, history: { back: vi.fn() } };
    expect(call(createBridge(win))).toBe('ios');
    expect(handler.postMessage).toHaveBeenCalledWith(payload);
    expect(handler.postMessage.mock.contexts[0]).toBe(handler);
  });

  it('prefers a native target for this operation only: another operation on Android does not count', () => {
    const other = operations.find((op) => op.name !== name)!.name;
    const handler = { postMessage: vi.fn() };
    const win: BridgeWindow = { AndroidBridge: { [other]: vi.fn() }, webkit: { messageHandlers: { [name]: handler } }, history: { back: vi.fn() } };
    expect(call(createBridge(win))).toBe('ios');
    expect(handler.postMessage).toHaveBeenCalledTimes(1);
  });

  it('falls back in a plain browser', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const win: BridgeWindow = { history: { back: vi.fn() } };
    expect(call(createBridge(win))).toBe('browser');
    if (name === 'closeWebview') {
      expect(win.history.back).toHaveBeenCalledTimes(1);
      expect(info).not.toHaveBeenCalled();
    } else {
      expect(win.history.back).not.toHaveBeenCalled();
      expect(info).toHaveBeenCalledWith(expect.stringContaining(name));
    }
  });
});

describe('openNativePage', () => {
  it.each([
    [{ route: 'home' } as const],
    [{ route: 'product', productId: '101' } as const],
  ])('sends %j to Android as JSON and to iOS as an object', (page) => {
    const android = { openNativePage: vi.fn() };
    expect(openNativePage(page, { AndroidBridge: android, history: { back: vi.fn() } })).toBe('android');
    expect(android.openNativePage).toHaveBeenCalledWith(JSON.stringify(page));
    const handler = { postMessage: vi.fn() };
    expect(openNativePage(page, { webkit: { messageHandlers: { openNativePage: handler } }, history: { back: vi.fn() } })).toBe('ios');
    expect(handler.postMessage).toHaveBeenCalledWith(page);
  });

  it('answers browser and does nothing without a native app', () => {
    const back = vi.fn();
    expect(openNativePage({ route: 'home' }, { history: { back } })).toBe('browser');
    expect(back).not.toHaveBeenCalled();
  });
});

describe('goBack', () => {
  it.each([
    [2, 'back'],
    [1, 'close'],
  ] as const)('with %i history entries goes %s', (length, way) => {
    const back = vi.fn();
    const closeWebview = vi.fn();
    const bridge = { closeWebview, confirmBurialPoint: vi.fn(), openNativeRating: vi.fn(), endBankBinding: vi.fn() };
    goBack(bridge, { history: { back, length } });
    expect(back).toHaveBeenCalledTimes(way === 'back' ? 1 : 0);
    expect(closeWebview).toHaveBeenCalledTimes(way === 'close' ? 1 : 0);
  });
});

describe('a shell with only the spec\'s four operations', () => {
  const fourOnAndroid = (): BridgeWindow => ({
    AndroidBridge: Object.fromEntries(specOperations.map((operation) => [operation, vi.fn()])),
    history: { back: vi.fn() },
  });

  it('is a native shell, and reaches a native screen by closing the web view', () => {
    const win = fourOnAndroid();
    expect(inNativeShell(win)).toBe(true);
    expect(nativeWay(win)).toBe('close');
    expect(goToNative({ route: 'home' }, createBridge(win), win)).toBe('close');
    expect(win.AndroidBridge?.closeWebview).toHaveBeenCalledTimes(1);
    expect(win.history.back).not.toHaveBeenCalled();
  });

  it('on iOS too', () => {
    const handler = { postMessage: vi.fn() };
    const win: BridgeWindow = { webkit: { messageHandlers: { closeWebview: handler } }, history: { back: vi.fn() } };
    expect(goToNative({ route: 'setting' }, createBridge(win), win)).toBe('close');
    expect(handler.postMessage).toHaveBeenCalledWith({});
  });

  it('uses openNativePage only when the shell declares it, and then does not close the web view', () => {
    const win = fourOnAndroid();
    const open = vi.fn();
    win.AndroidBridge!.openNativePage = open;
    expect(goToNative({ route: 'product', productId: '101' }, createBridge(win), win)).toBe('page');
    expect(open).toHaveBeenCalledWith(JSON.stringify({ route: 'product', productId: '101' }));
    expect(win.AndroidBridge?.closeWebview).not.toHaveBeenCalled();
  });

  it('in a plain browser does nothing and answers browser, so the page shows its way back', () => {
    const win: BridgeWindow = { history: { back: vi.fn() } };
    expect(inNativeShell(win)).toBe(false);
    expect(goToNative({ route: 'login' }, createBridge(win), win)).toBe('browser');
    expect(win.history.back).not.toHaveBeenCalled();
  });
});
