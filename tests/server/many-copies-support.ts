// Several copies of the reference server (child processes, as `npm start` runs them) on one throwaway PostgreSQL and
// one S3 bucket (a real S3-protocol server, s3-server.ts), behind the round-robin front of scripts/ops: what a
// deployment of N copies looks like (README, Running many copies), for many-copies.test.ts, rolling-restart.test.ts
// and the crash test's copies variant.
import { rm } from 'node:fs/promises';
import { startRoundRobinFront, type RoundRobinFront } from '../../scripts/ops/round-robin-front.ts';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { startChildServer, type ChildServer } from './child-server.ts';
import { startThrowawayCluster, type ThrowawayCluster } from './postgres-cluster.ts';
import { startThrowawayS3, type ThrowawayS3 } from './s3-server.ts';
import { tempDir } from './support.ts';

export interface Copies {
  cluster: ThrowawayCluster;
  s3: ThrowawayS3;
  /** The test's own connection to the shared database, to look at rows. */
  db: Db;
  copies: ChildServer[];
  front: RoundRobinFront;
  /** The environment every copy gets. */
  env: Record<string, string>;
  /** Starts copy i again (after it stopped or was killed) on its port, and waits until it listens. */
  restart(i: number): Promise<ChildServer>;
  stop(): Promise<void>;
}

const portOf = (url: string) => new URL(url).port;

/** Starts the database, the bucket, n copies at the same moment, and the front; resolves once every copy listens. */
export async function startCopies(n: number, options: { env?: Record<string, string> } = {}): Promise<Copies> {
  const cluster = await startThrowawayCluster('borrower-pg-copies-');
  const s3 = await startThrowawayS3();
  const dataDir = await tempDir('copies');
  // The front is the only proxy the copies believe (its X-Forwarded-For names the client).
  const env = { ...s3.env, TRUST_PROXY: '127.0.0.1', ...options.env };
  const start = (port?: string) => startChildServer({ dataDir, databaseUrl: cluster.databaseUrl, env: { ...env, ...(port ? { PORT: port } : {}) } });
  let copies: ChildServer[] = [];
  try {
    copies = await Promise.all(Array.from({ length: n }, () => start()));
  } catch (error) {
    s3.destroy().catch(() => undefined);
    cluster.stop();
    throw error;
  }
  const front = await startRoundRobinFront({ copies: copies.map((copy) => copy.url) });
  // Every copy ready at the front before the test sends anything.
  while (!front.ready().every(Boolean)) await new Promise((resolve) => setTimeout(resolve, 50));
  const db = await openDatabase({ databaseUrl: cluster.databaseUrl });
  const result: Copies = {
    cluster,
    s3,
    db,
    copies,
    front,
    env,
    async restart(i) {
      const copy = await start(portOf(copies[i]!.url));
      copies[i] = copy;
      return copy;
    },
    async stop() {
      await front.close();
      await Promise.all(copies.map((copy) => copy.kill()));
      await db.close();
      await s3.destroy();
      cluster.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return result;
}

/** Waits until the front counts copy i ready again (it polls /readyz every 100 ms). */
export async function readyAtFront(front: RoundRobinFront, i: number): Promise<void> {
  while (!front.ready()[i]) await new Promise((resolve) => setTimeout(resolve, 20));
}
