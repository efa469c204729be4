// The page's storage, or undefined where touching it throws: storage can be switched off (private modes, some
// WebViews), and then a page keeps nothing rather than crashing.

/** window.localStorage: kept across reloads and closed web views, on this device. */
export function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
