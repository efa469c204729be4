import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
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
}

const safeKey = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

function checkKey(key: string): void {
  if (!safeKey.test(key)) throw new Error(`Image storage keys are '<32 hex>.<jpg|png|webp>', got '${key.slice(0, 80)}'.`);
}

/** A folder on disk: one file per key, written to a temporary name and renamed, so a reader never sees half a file. */
export function folderStorage(dir: string): ImageStorage {
  return {
    async put(key, bytes) {
      checkKey(key);
      await mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, path.join(dir, key));
    },
    async get(key) {
      if (!safeKey.test(key)) return null;
      return readFile(path.join(dir, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
  };
}

/** In memory, for tests and a server built without a data folder (buildServer's default). */
export function memoryStorage(): ImageStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      checkKey(key);
      files.set(key, Buffer.from(bytes));
    },
    async get(key) {
      return files.get(key) ?? null;
    },
  };
}
