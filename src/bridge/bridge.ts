// The typed native bridge (SPEC.md section 1). The target is found at each call, because the native
// app may inject its interface after the page has loaded.

export type BridgeOperation = 'closeWebview' | 'confirmBurialPoint' | 'openNativeRating' | 'endBankBinding' | 'openNativePage';
export type BridgeTarget = 'android' | 'ios' | 'browser';

/** A tracking event for the native app's analytics. */
export type BurialPointPayload = Readonly<Record<string, string | number | boolean>>;

export interface Bridge {
  closeWebview(): BridgeTarget;
  confirmBurialPoint(payload: BurialPointPayload): BridgeTarget;
  openNativeRating(): BridgeTarget;
  endBankBinding(): BridgeTarget;
}

/** A native screen of the app (SPEC.md section 7's native links). */
export type NativePage = { route: 'home' } | { route: 'product'; productId: string };

type Payload = Readonly<Record<string, unknown>>;

/** What the two native shells inject into the WebView's window. */
export interface BridgeWindow {
  AndroidBridge?: Partial<Record<BridgeOperation, (json: string) => void>>;
  webkit?: { messageHandlers?: Partial<Record<BridgeOperation, { postMessage(payload: Payload): void }>> };
  history: Pick<History, 'back'>;
}

export function detectTarget(win: BridgeWindow, operation: BridgeOperation): BridgeTarget {
  if (typeof win.AndroidBridge?.[operation] === 'function') return 'android';
  if (typeof win.webkit?.messageHandlers?.[operation]?.postMessage === 'function') return 'ios';
  return 'browser';
}

function invokeOn(win: BridgeWindow, operation: BridgeOperation, payload: Payload, fallback: () => void): BridgeTarget {
  const target = detectTarget(win, operation);
  // Call through the owner object: the Android interface and the iOS handler need it as `this`.
  if (target === 'android') win.AndroidBridge?.[operation]?.(JSON.stringify(payload));
  else if (target === 'ios') win.webkit?.messageHandlers?.[operation]?.postMessage(payload);
  else fallback();
  return target;
}

/** A bridge over `given`, or over the page's window when a call is made (none exists while prerendering). */
export function createBridge(given?: BridgeWindow): Bridge {
  const current = () => given ?? (window as unknown as BridgeWindow);
  const invoke = (operation: BridgeOperation, payload: Payload, fallback: () => void) => invokeOn(current(), operation, payload, fallback);
  const note = (operation: BridgeOperation) => () => console.info(`[bridge] ${operation}: no native app; nothing to do in a browser`);

  return {
    closeWebview: () => invoke('closeWebview', {}, () => current().history.back()),
    confirmBurialPoint: (payload) => invoke('confirmBurialPoint', payload, note('confirmBurialPoint')),
    openNativeRating: () => invoke('openNativeRating', {}, note('openNativeRating')),
    endBankBinding: () => invoke('endBankBinding', {}, note('endBankBinding')),
  };
}

/**
 * Opens a native screen (schemas/url-policy.json nativeLinks.routes: 'home', or 'product' with the product id).
 * Returns 'browser' when no native app answers, and does nothing then: the caller shows its browser fallback.
 * A function beside the Bridge, not a member, so the screens' test bridges need not grow.
 */
export function openNativePage(page: NativePage, win: BridgeWindow = window as unknown as BridgeWindow): BridgeTarget {
  return invokeOn(win, 'openNativePage', page, () => {});
}

/**
 * The way back from a page that has nothing else to offer: the previous page when there is one, else the web view
 * is closed (in a browser, closeWebview itself falls back to history.back).
 */
export function goBack(bridge: Bridge, win: { history: Pick<History, 'back' | 'length'> } = window): void {
  if (win.history.length > 1) win.history.back();
  else bridge.closeWebview();
}
