// Issue 17 part 6: the server is killed with SIGKILL in the middle of writes and restarted on the same data folder.
// Every write answered as a success is still there, and none is half-written (the invariants: crash-checks.ts).
// The kill points are seeded: round i kills once killPoints[i] writes have been answered, while others are in flight.
// On PGlite the server owns the database files, so they are what a kill can break; on PostgreSQL only the server
// is killed, and what it can break is the pairing of a row with its upload file.
import { existsSync } from 'node:fs';
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { startChildServer, type ChildServer } from './child-server.ts';
import { bucketObjects, checkDatabase, checkThroughApi } from './crash-checks.ts';
import { readyAtFront, startCopies, type Copies } from './many-copies-support.ts';
import { s3Storage } from '../../server/domain/s3-image-storage.ts';
import { folderStorage, type ImageStorage } from '../../server/domain/image-storage.ts';
import { sweepUnrecordedImages } from '../../server/domain/complaints.ts';
import { Client, ConnectionLost, complaintTarget, emptyLedger, writeKinds, type Ledger, type WriteKind } from './crash-workload.ts';
import { startThrowawayCluster, type ThrowawayCluster } from './postgres-cluster.ts';
import { jose, maria, tempDir } from './support.ts';

const seed = 1717;
/** Two workers per kind of write, so that every kind is under way when the kill lands. */
const workersPerKind = 2;
const killPoints = fc.sample(fc.integer({ min: 3, max: 24 }), { seed, numRuns: 3 });
/** The sizes of the images, in the order the workers take them: up to 256 KB, up to 3 to a complaint. */
const sizes = fc.sample(fc.record({ size: fc.integer({ min: 1, max: 256 * 1024 }), images: fc.array(fc.integer({ min: 1, max: 256 * 1024 }), { maxLength: 3 }) }), { seed, numRuns: 400 });

/** An hour ago: older than the grace (UPLOAD_UNRECORDED_GRACE_MS, 5 min by default) the servers run with. */
const longAgo = new Date(Date.now() - 3_600_000);

/**
 * What a kill left between an upload's object and its row is younger than the grace when the server starts again,
 * so the sweep at start keeps it; the periodic sweep takes it once the grace has passed, as this does.
 */
async function sweepOnceTheGraceHasPassed(db: Db, storage: ImageStorage): Promise<void> {
  await sweepUnrecordedImages(db, storage, new Date(Date.now() + storage.unrecordedGraceMs + 1_000));
}

// The server believes X-Forwarded-For from the test (127.0.0.1), so each registration comes from its own address.
const serverEnv = { TRUST_PROXY: '127.0.0.1' };

/**
 * Runs the workers until killAfter writes of this round are answered (and each kind at least once so far, so that
 * every invariant is held over real rows), then SIGKILLs the server with requests in flight.
 */
async function writeUntilKilled(server: ChildServer, client: Client, killAfter: number, target: { orderNo: string; problemType: string }, counter: { n: number }) {
  let inFlightAtKill = -1;
  let killed!: Promise<void>;
  const kill = new Promise<void>((resolve) => {
    client.onAck = () => {
      const everyKind = (Object.keys(client.ledger) as (keyof Ledger)[]).every((kind) => client.ledger[kind].some((sent) => sent.acked));
      if (client.acked < killAfter || !everyKind || inFlightAtKill !== -1) return;
      inFlightAtKill = client.inFlight;
      client.stopped = true;
      killed = server.kill();
      resolve();
    };
  });
  const work = async (kind: WriteKind) => {
    while (!client.stopped) {
      const n = (counter.n += 1);
      const { size, images } = sizes[n % sizes.length]!;
      try {
        if (kind === 'registration') await client.registration(n);
        else if (kind === 'binding') await client.binding(n);
        else if (kind === 'upload') await client.upload(n, n % 2 === 0 ? maria : jose, size);
        else await client.complaint(n, images, target);
      } catch (error) {
        if (error instanceof ConnectionLost) continue;
        // Any other failure ends the round (the test then names it), rather than waiting for a kill that won't come.
        client.stopped = true;
        throw error;
      }
    }
  };
  const running = Promise.allSettled(writeKinds.flatMap((kind) => Array.from({ length: workersPerKind }, () => work(kind))));
  await Promise.race([kill, running]);
  await killed;
  const outcomes = await running;
  return { inFlightAtKill, errors: outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : [])) };
}

interface Target {
  name: string;
  databaseUrl?: () => string;
  /** The database as the server left it, opened once the server is gone (PGlite allows one process). */
  open(dataDir: string): Promise<Db>;
}

let cluster: ThrowawayCluster | undefined;

const targets: Target[] = [
  { name: 'PGlite', open: (dataDir) => openDatabase({ dataDir }) },
  { name: 'PostgreSQL', databaseUrl: () => cluster!.databaseUrl, open: async () => openDatabase({ databaseUrl: cluster!.databaseUrl }) },
];

beforeAll(async () => {
  cluster = await startThrowawayCluster('crash-restart-');
}, 60_000);
afterAll(() => cluster?.stop());

describe.each(targets)('SIGKILL in the middle of writes, on $name', (target) => {
  let dataDir: string;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    dataDir = await tempDir('crash');
  });
  afterAll(async () => {
    await server?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Four server starts per database: seconds each on a quiet machine, up to a minute each on a loaded one.
  it(`keeps every answered write, whole, over ${killPoints.length} kills (seed ${seed}, kill points ${killPoints.join(', ')})`, async () => {
    const ledger: Ledger = emptyLedger();
    const options = { dataDir, env: serverEnv, ...(target.databaseUrl ? { databaseUrl: target.databaseUrl() } : {}) };
    const uploadsDir = path.join(dataDir, 'uploads');
    const counter = { n: 0 };
    server = await startChildServer(options);
    const complaintOn = await complaintTarget(server.url);
    for (const [round, killAfter] of killPoints.entries()) {
      const client = new Client(server.url, ledger, `r${round}`);
      const { inFlightAtKill, errors } = await writeUntilKilled(server, client, killAfter, complaintOn, counter);
      expect(client.failures, 'every answer before the kill was a success').toEqual([]);
      expect(errors).toEqual([]);
      expect(inFlightAtKill, 'the kill landed with requests in flight').toBeGreaterThan(0);
      const planted = [`${'ab'.repeat(16)}.png`, `.${'cd'.repeat(16)}.png.0123456789ab.tmp`].map((name) => path.join(uploadsDir, name));
      if (round === killPoints.length - 1) {
        // What a kill between an upload's put and its row's commit leaves, planted so that the sweep at start is
        // always exercised: a file with no row, and a temporary file never renamed, both older than the grace.
        await mkdir(uploadsDir, { recursive: true });
        await writeFile(planted[0]!, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
        await writeFile(planted[1]!, 'half');
        for (const file of planted) await utimes(file, longAgo, longAgo);
      }
      server = await startChildServer(options);
      expect(await checkThroughApi(server.url, ledger)).toEqual([]);
      if (round === killPoints.length - 1) expect(planted.filter((file) => existsSync(file)), 'swept at start').toEqual([]);
    }
    // Killed once more rather than stopped: the database is then read as a crash left it, after no write was under way.
    await server.kill();
    server = undefined;
    const db = await target.open(dataDir);
    try {
      await sweepOnceTheGraceHasPassed(db, folderStorage(uploadsDir));
      expect(await checkDatabase(db, uploadsDir, ledger)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 900_000);
});

// Issue 25: the same over two copies on one PostgreSQL and one S3 bucket behind the round-robin front. Round i
// SIGKILLs copy i % 2 with writes in flight (on both copies); the front sends to the other one meanwhile, and the
// killed copy starts again on its port. What was answered is there, whole, and every object in the bucket has its row.
describe('SIGKILL of one of two copies on PostgreSQL and S3, behind the front', () => {
  let copies: Copies | undefined;
  afterAll(async () => {
    await copies?.stop();
  });

  it(`keeps every answered write, whole, over ${killPoints.length} kills of a copy`, async () => {
    copies = await startCopies(2);
    const ledger: Ledger = emptyLedger();
    const counter = { n: 0 };
    const complaintOn = await complaintTarget(copies.front.url);
    for (const [round, killAfter] of killPoints.entries()) {
      const victim = round % 2;
      const client = new Client(copies.front.url, ledger, `c${round}`);
      const { inFlightAtKill, errors } = await writeUntilKilled(copies.copies[victim]!, client, killAfter, complaintOn, counter);
      expect(client.failures, 'every answer before the kill was a success').toEqual([]);
      expect(errors).toEqual([]);
      expect(inFlightAtKill, 'the kill landed with requests in flight').toBeGreaterThan(0);
      const planted = `${'ab'.repeat(16)}.png`;
      if (round === killPoints.length - 1) {
        // What a kill between an object's put and its row's commit leaves, older than the grace, planted so that
        // the sweep on the bucket is always exercised when the copy starts again.
        await s3Storage(copies.s3.store).put(planted, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png');
        await copies.s3.backdate(planted, longAgo);
      }
      await copies.restart(victim);
      await readyAtFront(copies.front, victim);
      expect(await checkThroughApi(copies.front.url, ledger)).toEqual([]);
      if (round === killPoints.length - 1) expect(await s3Storage(copies.s3.store).get(planted), 'swept at start').toBeNull();
    }
    await Promise.all(copies.copies.map((copy) => copy.kill()));
    await sweepOnceTheGraceHasPassed(copies.db, s3Storage(copies.s3.store));
    expect(await checkDatabase(copies.db, bucketObjects(copies.s3.store), ledger)).toEqual([]);
  }, 900_000);
});
