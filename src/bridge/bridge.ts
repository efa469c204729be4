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

/** A native screen of the app (SPEC.md section 2's route names that are the app's own screens, section 7's native links). */
export type NativePage =
  | { route: 'home' }
  | { route: 'product'; productId: string }
  | { route: 'setting' }
  | { route: 'login' }
  | { route: 'order'; orderId?: string };

/** The spec's four operations (SPEC.md section 1): the only ones a shell is assumed to have. */
export const specOperations = ['closeWebview', 'confirmBurialPoint', 'openNativeRating', 'endBankBinding'] as const satisfies readonly BridgeOperation[];

/**
 * Operations beyond the spec's four. A shell declares one by injecting it exactly as it injects the four: a method
 * of that name on window.AndroidBridge, or a WKScriptMessageHandler of that name (window.webkit.messageHandlers).
 * The page feature-detects it at each use and never assumes it; without it the page takes the spec's way.
 */
export const declaredOperations = ['openNativePage'] as const satisfies readonly BridgeOperation[];

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

/** Whether the page runs inside a native shell: one of the spec's four operations is there. */
export function inNativeShell(win: BridgeWindow = window as unknown as BridgeWindow): boolean {
  return specOperations.some((operation) => detectTarget(win, operation) !== 'browser');
}

/** Whether the shell declares `operation` (see declaredOperations). */
export function shellDeclares(operation: (typeof declaredOperations)[number], win: BridgeWindow = window as unknown as BridgeWindow): boolean {
  return detectTarget(win, operation) !== 'browser';
}

/**
 * How a native screen is reached: 'page' (the shell declares openNativePage), 'close' (a shell with only the spec's
 * operations: closing the web view hands the borrower back to the app, whose own screens are under it), or
 * 'browser' (no shell: the page says where to go and offers a way back).
 */
export type NativeWay = 'page' | 'close' | 'browser';

export function nativeWay(win: BridgeWindow = window as unknown as BridgeWindow): NativeWay {
  if (shellDeclares('openNativePage', win)) return 'page';
  return detectTarget(win, 'closeWebview') === 'browser' ? 'browser' : 'close';
}

/** Goes to a native screen the way nativeWay says; does nothing in a browser (the caller shows its fallback). */
export function goToNative(page: NativePage, bridge: Bridge, win: BridgeWindow = window as unknown as BridgeWindow): NativeWay {
  const way = nativeWay(win);
  if (way === 'page') openNativePage(page, win);
  else if (way === 'close') bridge.closeWebview();
  return way;
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
