import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

// Where uploaded images' bytes live (DESIGN.md Scale: uploads go through a storage interface). The reference server
// keeps them in a folder under DATA_DIR (server/start.ts gives `${DATA_DIR}/uploads`); an object store is another
// implementation of the same two methods. Keys are made by the server (server/domain/complaints.ts), never taken
// from a client, and checked here again so that no key can leave the folder.

export interface ImageStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes stored under key, or null. */
  get(key: string): Promise<Buffer | null>;
  /**
   * Removes every stored image whose key is not in `recorded`, and whatever a put cut short left; answers what it
   * removed. Only for a caller that knows no put is under way (sweepUnrecordedImages in complaints.ts).
   */
  sweep(recorded: ReadonlySet<string>): Promise<string[]>;
}

const safeKey = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export function isImageKey(key: string): boolean {
  return safeKey.test(key);
}

export function checkImageKey(key: string): void {
  if (!safeKey.test(key)) throw new Error(`Image storage keys are '<32 hex>.<jpg|png|webp>', got '${key.slice(0, 80)}'.`);
}

/**
 * The store could not keep or give back an image just now (a full disk, an object store that does not answer): the
 * upload is answered 503 with the catalog's words, no row is kept, and the page's Retry sends the image again.
 */
export class StorageUnavailable extends Error {
  override name = 'StorageUnavailable';
  readonly statusCode = 503;
}

/**
 * A folder on disk: one file per key, written to a temporary name, flushed to disk and renamed (and the rename
 * flushed), so a reader never sees half a file and a put that resolved survives a crash of the machine.
 */
export function folderStorage(dir: string): ImageStorage {
  const flushFolder = async () => {
    const folder = await open(dir, 'r');
    await folder.sync().finally(() => folder.close());
  };
  return {
    async put(key, bytes) {
      checkImageKey(key);
      const temporary = path.join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await mkdir(dir, { recursive: true });
        const file = await open(temporary, 'wx');
        try {
          await file.writeFile(bytes);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temporary, path.join(dir, key));
        await flushFolder();
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        throw new StorageUnavailable(`The upload folder could not keep the image (${(error as NodeJS.ErrnoException).code ?? 'error'})`, { cause: error });
      }
    },
    async get(key) {
      if (!safeKey.test(key)) return null;
      return readFile(path.join(dir, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async sweep(recorded) {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      // Temporary files start with a dot; anything else not recorded is a stored image no row names.
      const removed = names.filter((name) => !recorded.has(name) && (name.startsWith('.') || safeKey.test(name)));
      for (const name of removed) await rm(path.join(dir, name), { force: true });
      if (removed.length > 0) await flushFolder();
      return removed;
    },
  };
}

/** In memory, for tests and a server built without a data folder (buildServer's default). */
export function memoryStorage(): ImageStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      checkImageKey(key);
      files.set(key, Buffer.from(bytes));
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async sweep(recorded) {
      const removed = [...files.keys()].filter((key) => !recorded.has(key));
      for (const key of removed) files.delete(key);
      return removed;
    },
  };
}
