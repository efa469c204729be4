// Every entry the app keeps in web storage, and the one way to read and write it (issue 24: one storage rule).
// Each entry is declared by a JSON Schema in schemas/storage, so `check:compat` refuses a change that would break
// what browsers already hold, and it is read and written here through that schema's precompiled validator. Storage
// can be switched off (private modes, some WebViews), full, or hold an entry of an older shape; then a page keeps
// nothing or starts afresh rather than crashing, and what is in memory stays for this page.
//
// Nothing sensitive is written in clear: a property its schema marks "x-sensitive": true (card and account numbers,
// SMS codes) is dropped by writeStored, so it lives in the page's memory only. The entry lists those properties in
// `sensitive`; tests/schemas/storage-entries.test.ts holds every entry's list equal to its schema's marks.

/** The validator `npm run gen` compiles from a schemas/storage file (generated/validators/storage/*.js). */
export type StoredValidator<T> = ((value: unknown) => value is T) & { errors?: unknown };

export interface StoredEntry<T> {
  /** The storage key (a function of the entry's scope, e.g. the product, for an entry kept per scope). */
  key: string;
  /** localStorage (kept across reloads and closed web views) or sessionStorage (this page session only). */
  area: 'local' | 'session';
  validate: StoredValidator<T>;
  /** The top-level properties the schema marks "x-sensitive": never written. */
  sensitive?: readonly string[];
}

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

function storeOf(entry: StoredEntry<unknown>, storage?: Partial<Storage>): Partial<Storage> | undefined {
  return storage ?? (entry.area === 'local' ? localStore() : sessionStore());
}

/** The raw text of the entry, or null when there is none or storage is off. */
export function readStoredText(entry: StoredEntry<unknown>, storage?: Pick<Storage, 'getItem'>): string | null {
  try {
    return storeOf(entry, storage)?.getItem?.(entry.key) ?? null;
  } catch {
    return null;
  }
}

/** The stored entry when its schema takes it; undefined when there is none, storage is off, or it is not JSON. */
export function readStored<T>(entry: StoredEntry<T>, storage?: Pick<Storage, 'getItem'>): T | undefined {
  return parseStored(entry, readStoredText(entry, storage));
}

/** The entry's raw text read back through its schema, as readStored does. */
export function parseStored<T>(entry: StoredEntry<T>, raw: string | null): T | undefined {
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return entry.validate(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The value as it may be written: without the properties its schema marks sensitive. */
export function withoutSensitive<T>(entry: StoredEntry<T>, value: T): T {
  if (!entry.sensitive?.length || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const kept = { ...value } as Record<string, unknown>;
  for (const name of entry.sensitive) delete kept[name];
  return kept as T;
}

/**
 * Stores the entry as JSON, without its sensitive properties. Returns false when it was not kept: storage off or
 * full (the value stays in memory for this page), or a value its schema refuses (a programming error: it is logged
 * and the stale entry removed, so a later read finds nothing rather than an old value).
 */
export function writeStored<T>(entry: StoredEntry<T>, value: T, storage?: Pick<Storage, 'setItem' | 'removeItem'>): boolean {
  const kept = withoutSensitive(entry, value);
  const store = storeOf(entry, storage);
  if (!entry.validate(kept)) {
    console.error(`writeStored: '${entry.key}' does not match its schema in schemas/storage`, entry.validate.errors);
    removeStored([entry], store);
    return false;
  }
  try {
    if (!store?.setItem) return false;
    store.setItem(entry.key, JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(entries: readonly StoredEntry<unknown>[], storage?: Partial<Pick<Storage, 'removeItem'>>): void {
  for (const entry of entries) {
    try {
      storeOf(entry, storage)?.removeItem?.(entry.key);
    } catch {
      // Nothing to keep: a later read finds the entry or nothing.
    }
  }
}
