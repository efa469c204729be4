import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
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
   * Removes every stored image last written before `storedBefore` whose key is not in `recorded`, and what a put
   * cut short left that long ago; answers what it removed. Younger objects stay: their rows may be on the way
   * (sweepUnrecordedImages in complaints.ts says why the two together never remove an object a row will name).
   */
  sweep(recorded: ReadonlySet<string>, storedBefore: Date): Promise<string[]>;
  /**
   * How long a stored object may wait for its row. An upload stores its object, then records it; one that has not
   * recorded it within this time gives up (storeImage), and the sweep removes only objects older than this.
   */
  readonly unrecordedGraceMs: number;
}

/**
 * A few minutes: far longer than any upload takes between its object and its row, even on a loaded embedded
 * database (seconds), and longer than the clocks of the copies and of the object store may disagree.
 */
export const defaultUnrecordedGraceMs = 5 * 60_000;

export interface StorageOptions {
  /** ImageStorage.unrecordedGraceMs; defaultUnrecordedGraceMs unless set (UPLOAD_UNRECORDED_GRACE_MS, config.ts). */
  unrecordedGraceMs?: number;
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
export function folderStorage(dir: string, options: StorageOptions = {}): ImageStorage {
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
    async sweep(recorded, storedBefore) {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      // Temporary files start with a dot; anything else not recorded is a stored image no row names.
      const unrecorded = names.filter((name) => !recorded.has(name) && (name.startsWith('.') || safeKey.test(name)));
      const removed: string[] = [];
      for (const name of unrecorded) {
        const written = await lastWritten(path.join(dir, name));
        if (written === null || written >= storedBefore) continue;
        await rm(path.join(dir, name), { force: true });
        removed.push(name);
      }
      if (removed.length > 0) await flushFolder();
      return removed;
    },
    unrecordedGraceMs: options.unrecordedGraceMs ?? defaultUnrecordedGraceMs,
  };
}

/** When a file was last written, or null once it is gone (a put renamed it meanwhile). */
async function lastWritten(file: string): Promise<Date | null> {
  return stat(file).then(
    (stats) => stats.mtime,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
}

/** In memory, for tests and a server built without a data folder (buildServer's default). */
export function memoryStorage(options: StorageOptions = {}): ImageStorage {
  const files = new Map<string, { bytes: Buffer; stored: Date }>();
  return {
    async put(key, bytes) {
      checkImageKey(key);
      files.set(key, { bytes: Buffer.from(bytes), stored: new Date() });
    },
    async get(key) {
      return files.get(key)?.bytes ?? null;
    },
    async sweep(recorded, storedBefore) {
      const removed = [...files].filter(([key, file]) => !recorded.has(key) && file.stored < storedBefore).map(([key]) => key);
      for (const key of removed) files.delete(key);
      return removed;
    },
    unrecordedGraceMs: options.unrecordedGraceMs ?? defaultUnrecordedGraceMs,
  };
}
