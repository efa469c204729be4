// The page's storage, and guarded JSON entries in it: storage can be switched off (private modes, some WebViews),
// full, or hold an entry of an older shape; then a page keeps nothing or starts afresh rather than crashing, and
// what is in memory stays for this page.

/** window.localStorage: kept across reloads and closed web views, on this device. */
export function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** window.sessionStorage: kept across reloads of this page session only. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored entry when `accept` takes it; undefined when there is none, storage is off, or it is not JSON. */
export function readStored<T>(storage: Pick<Storage, 'getItem'> | undefined, key: string, accept: (value: unknown) => T | undefined): T | undefined {
  try {
    return accept(JSON.parse(storage?.getItem(key) ?? 'null'));
  } catch {
    return undefined;
  }
}

/** Stores the entry as JSON; a full or switched-off storage loses the copy only. */
export function writeStored(storage: Pick<Storage, 'setItem'> | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // The value stays in memory for this page.
  }
}

export function removeStored(storage: Pick<Storage, 'removeItem'> | undefined, ...keys: string[]): void {
  try {
    for (const key of keys) storage?.removeItem(key);
  } catch {
    // Nothing to keep: a later read finds the entry or nothing.
  }
}
