/**
 * For tests: a Storage kept in memory, seeded with `initial`, whose `items` show what was written. The storage
 * functions take any object with Storage's methods, so a test needs no browser storage and leaves none behind.
 */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

/** For tests: a Storage whose every call throws, as a browser's does when storage is denied (getItem) or full (setItem). */
export function throwingStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('full');
    },
    removeItem: () => {
      throw new Error('denied');
    },
  };
}
