import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { folderStorage, StorageUnavailable, type ImageStorage } from '../../server/domain/image-storage.ts';
import { findBorrowerBySession, type Borrower } from '../../server/domain/borrowers.ts';
import { s3Storage } from '../../server/domain/s3-image-storage.ts';
import { imagePathPrefix, storeImage, sweepUnrecordedImages } from '../../server/domain/complaints.ts';
import type { Db } from '../../server/db/database.ts';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };
import { apiSchemasWith, jose, maria, multipart, seededMemoryDb, sessionQuery, tempDir, testApp, type TestApp } from './support.ts';
import { startThrowawayS3, type ThrowawayS3 } from './s3-server.ts';
import { startServer } from '../../server/start.ts';

// The two ImageStorage implementations hold the same contract (issue 25): the folder, the default, and an
// S3-compatible bucket, here a real S3-protocol server (s3rver) that the test starts.

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const keyA = `${'ab'.repeat(16)}.png`;
const keyB = `${'cd'.repeat(16)}.png`;

let s3: ThrowawayS3;
let folder: string;

beforeAll(async () => {
  s3 = await startThrowawayS3();
  folder = await tempDir('uploads');
}, 60_000);
afterAll(async () => {
  await s3?.destroy();
  await rm(folder, { recursive: true, force: true });
});

const stores: { name: string; make: () => ImageStorage }[] = [
  { name: 'folder', make: () => folderStorage(path.join(folder, 'contract')) },
  { name: 'S3 bucket', make: () => s3Storage({ ...s3.store, prefix: 'contract/' }) },
];

describe.each(stores)('the $name image storage', ({ make }) => {
  it('keeps bytes under their key, answers null for a key it does not hold, and refuses keys that could escape', async () => {
    const storage = make();
    await storage.put(keyA, png, 'image/png');
    expect((await storage.get(keyA))?.equals(png)).toBe(true);
    expect(await storage.get(keyB)).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await expect(storage.put('../x.png', png, 'image/png')).rejects.toThrow(/keys are/);
  });

  it('sweeps what no row records and keeps what one does', async () => {
    const storage = make();
    await storage.put(keyA, png, 'image/png');
    await storage.put(keyB, png, 'image/png');
    expect(await storage.sweep(new Set([keyA]), inAMinute())).toEqual([keyB]);
    expect(await storage.get(keyB)).toBeNull();
    expect((await storage.get(keyA))?.equals(png)).toBe(true);
  });

  it('keeps an unrecorded object stored after the cutoff: its row may be on the way', async () => {
    const storage = make();
    await storage.put(keyB, png, 'image/png');
    expect(await storage.sweep(new Set(), new Date(Date.now() - 60_000))).toEqual([]);
    expect((await storage.get(keyB))?.equals(png)).toBe(true);
    expect(await storage.sweep(new Set(), inAMinute())).toContain(keyB);
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** A cutoff later than anything stored so far (S3 gives LastModified to the second). */
const inAMinute = () => new Date(Date.now() + 60_000);

// Issue 25: an upload stores its object first and then writes its row in a short transaction, so that a slow store
// never holds PGlite's one connection; the sweep removes an unrecorded object only once it is older than the grace.
describe.each(stores)('uploads and the sweep on the $name storage', ({ make }) => {
  let db: Db;
  let borrower: Borrower;
  beforeAll(async () => {
    db = await seededMemoryDb();
    borrower = (await findBorrowerBySession(db, maria.session.sessionId!))!;
  }, 60_000);
  afterAll(() => db?.close());

  const rowOf = async (key: string) => (await db.query('SELECT 1 FROM complaint_images WHERE image_key = $1', [key])).rows.length === 1;
  const keyOf = (url: string) => url.slice(imagePathPrefix.length);

  it('stores the object with no transaction open, and writes its row only once the object is stored', async () => {
    const storage = make();
    const putCalled = deferred<string>();
    const release = deferred<void>();
    let rowAtPut: boolean | undefined;
    const slow: ImageStorage = {
      ...storage,
      async put(key, bytes, type) {
        putCalled.resolve(key);
        await release.promise;
        await storage.put(key, bytes, type);
        rowAtPut = await rowOf(key);
      },
    };
    const stored = storeImage(db, slow, borrower, png);
    const key = await putCalled.promise;
    // While the store is slow, the database answers another caller (a transaction held open would keep it waiting).
    const other = db.transaction((tx) => tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM complaint_images'));
    const answered = await Promise.race([other.then(() => 'answered'), new Promise((resolve) => setTimeout(resolve, 5_000, 'waiting'))]);
    expect(answered).toBe('answered');
    expect(await rowOf(key)).toBe(false);
    release.resolve();
    const url = await stored;
    expect(keyOf(url)).toBe(key);
    expect(rowAtPut).toBe(false);
    expect(await rowOf(key)).toBe(true);
    expect((await storage.get(key))?.equals(png)).toBe(true);
  });

  it('keeps no row when the store fails', async () => {
    const storage = make();
    const failing: ImageStorage = { ...storage, put: async () => Promise.reject(new StorageUnavailable('down')) };
    const before = (await db.query('SELECT image_key FROM complaint_images')).rows.length;
    await expect(storeImage(db, failing, borrower, png)).rejects.toMatchObject({ name: 'StorageUnavailable' });
    expect((await db.query('SELECT image_key FROM complaint_images')).rows.length).toBe(before);
  });

  it('gives up, with no row, an upload whose row would come later than the grace (the sweep may have taken its object)', async () => {
    const storage = make();
    let stored = '';
    const slow: ImageStorage = {
      ...storage,
      unrecordedGraceMs: 50,
      async put(key, bytes, type) {
        stored = key;
        await storage.put(key, bytes, type);
        await new Promise((resolve) => setTimeout(resolve, 80));
      },
    };
    await expect(storeImage(db, slow, borrower, png)).rejects.toMatchObject({ name: 'StorageUnavailable', statusCode: 503 });
    expect(await rowOf(stored)).toBe(false);
  });

  it('sweeps an unrecorded object only once it is older than the grace, and never a recorded one', async () => {
    const storage = make();
    const recordedKey = keyOf(await storeImage(db, storage, borrower, png));
    const orphan = `${randomBytes(16).toString('hex')}.png`;
    await storage.put(orphan, png, 'image/png');
    // Young: its row may be about to be written.
    expect(await sweepUnrecordedImages(db, storage)).not.toContain(orphan);
    expect(await storage.get(orphan)).not.toBeNull();
    // A grace and a second later, as the periodic sweep would run.
    const later = new Date(Date.now() + storage.unrecordedGraceMs + 1_000);
    expect(await sweepUnrecordedImages(db, storage, later)).toContain(orphan);
    expect(await storage.get(orphan)).toBeNull();
    expect((await storage.get(recordedKey))?.equals(png)).toBe(true);
  });
});

describe('uploads on an S3 bucket, through two server copies on one database', () => {
  let db: Db;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    db = await seededMemoryDb();
    const schemasDir = await apiSchemasWith(['complaints']);
    first = await testApp(db, { callSources: { schemasDir }, storage: s3Storage(s3.store) });
    second = await testApp(db, { callSources: { schemasDir }, storage: s3Storage(s3.store) });
  }, 120_000);
  afterAll(async () => {
    await first?.cleanup();
    await second?.cleanup();
    await db?.close();
  });

  const upload = (copy: TestApp, session = maria.session) =>
    copy.app.inject({ method: 'POST', url: `/user-problem/upload-problem-img?${sessionQuery(session)}`, ...multipart([{ name: 'problemImage', filename: 'a.png', type: 'image/png', value: png }]) });
  const rowCount = async () => (await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM complaint_images')).rows[0]!.n;

  it('serves through one copy an image uploaded through the other, to its uploader only', async () => {
    const answer = await upload(first);
    expect(answer.json().code).toBe('00');
    const url = answer.json().data.url as string;
    const served = await second.app.inject({ method: 'GET', url: `${url}?${sessionQuery()}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await second.app.inject({ method: 'GET', url: `${url}?${sessionQuery(jose.session)}` })).statusCode).toBe(404);
  });

  it('answers an outage of the store with a 503 to retry and keeps no row; the same upload then goes through', async () => {
    const before = await rowCount();
    await s3.stop();
    try {
      const refused = await upload(first);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ code: 'SERVER_ERROR', message: catalog['error.server'] });
      expect(await rowCount()).toBe(before);
    } finally {
      await s3.start();
    }
    const retried = await upload(first);
    expect(retried.json().code).toBe('00');
    expect(await rowCount()).toBe(before + 1);
  }, 60_000);

  it('sweeps an object of the bucket that no row records (an upload cut short), and keeps the recorded ones', async () => {
    const storage = s3Storage(s3.store);
    await storage.put(keyB, png, 'image/png');
    const removed = await sweepUnrecordedImages(db, storage, new Date(Date.now() + storage.unrecordedGraceMs + 1_000));
    expect(removed).toEqual([keyB]);
    const { rows } = await db.query<{ image_key: string }>('SELECT image_key FROM complaint_images');
    for (const { image_key } of rows) expect(await storage.get(image_key)).not.toBeNull();
  });
});

describe('a folder that cannot be written', () => {
  it('answers a 503 to retry and leaves no temporary file', async () => {
    const dir = path.join(folder, 'not-a-folder');
    await writeFile(dir, 'a file where the folder should be');
    const storage = folderStorage(path.join(dir, 'uploads'));
    await expect(storage.put(keyA, png, 'image/png')).rejects.toMatchObject({ name: 'StorageUnavailable', statusCode: 503 });
    expect((await readdir(folder)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('a running server', () => {
  it('sweeps again once a grace has passed: what a crash left younger than the grace at start does not stay', async () => {
    const dataDir = await tempDir('periodic-sweep');
    const server = await startServer({ dataDir, port: 0, uploadUnrecordedGraceMs: 1_000 });
    try {
      const orphan = path.join(dataDir, 'uploads', keyA);
      await mkdir(path.dirname(orphan), { recursive: true });
      await writeFile(orphan, png);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(existsSync(orphan), 'younger than the grace').toBe(true);
      await vi.waitFor(() => expect(existsSync(orphan)).toBe(false), { timeout: 10_000, interval: 200 });
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
