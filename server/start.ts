import type { FastifyInstance } from 'fastify';
import { buildServer, type LogOptions } from './http/app.ts';
import type { CallSources } from './http/calls.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Db } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { folderStorage, type ImageStorage } from './domain/image-storage.ts';
import { s3Storage } from './domain/s3-image-storage.ts';
import type { ImageStoreConfig } from './config.ts';
import { sweepUnrecordedImages } from './domain/complaints.ts';
import { setLoanTerms, type LoanTerms } from './domain/loan-terms.ts';
import { setFailureRollbackAt } from './domain/published-draw-failures.ts';
import { createLifecycle } from './http/operations.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import demoCorpus from '../schemas/fixtures/demo.json' with { type: 'json' };

export interface StartServerOptions {
  /** 0 picks a free port. Defaults come from the environment (config.ts). */
  port?: number;
  host?: string;
  /** The PGlite file database goes to `${dataDir}/pglite`. Giving a dataDir (or memory) ignores DATABASE_URL. */
  dataDir?: string;
  memory?: boolean;
  databaseUrl?: string;
  /** Seeds the demo borrowers and enables /dev/*. Refused in production: startServer throws DemoInProductionError. */
  demo?: boolean;
  production?: boolean;
  distDir?: string;
  /** Which proxies' X-Forwarded-For to believe; TRUST_PROXY from the environment by default. */
  trustProxy?: false | string[];
  logger?: boolean | LogOptions;
  /** Where call schemas and handlers are read from; schemas/api and server/handlers unless a test narrows them. */
  callSources?: CallSources;
  /** The schemas folder the playground saves into (demo mode); tests give a copy so that the repo's stays untouched. */
  schemasRoot?: string;
  /** The hosts server-supplied links may go to; ALLOWED_LINK_HOSTS(_FILE) from the environment by default (config.ts). */
  allowedLinkHosts?: readonly string[];
  /** The prepayment window and late fees; LOAN_TERMS_FILE from the environment by default (config.ts). */
  loanTerms?: LoanTerms;
  /** On close: how long /readyz fails before the copy stops listening; SHUTDOWN_DRAIN_MS (config.ts) by default. */
  shutdownDrainMs?: number;
  /** On close: how long requests in flight may take; SHUTDOWN_TIMEOUT_MS (config.ts) by default. */
  shutdownTimeoutMs?: number;
  /** Where uploaded images live; S3_BUCKET and friends from the environment by default (config.ts). */
  imageStore?: ImageStoreConfig;
  /** The staff credential for publishing; STAFF_TOKEN (config.ts) by default. */
  staffToken?: string;
  /** How long an uploaded object may wait for its row; UPLOAD_UNRECORDED_GRACE_MS (config.ts) by default. */
  uploadUnrecordedGraceMs?: number;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234, no trailing slash. */
  url: string;
  app: FastifyInstance;
  db: Db;
  /**
   * Shuts down gracefully: /readyz fails at once, the copy listens on for the drain time (so a balancer stops
   * sending), then stops taking connections, lets requests in flight finish within the time limit (then closes
   * their connections), and closes the database.
   */
  close(): Promise<void>;
}

/**
 * Demo mode in production. The demo borrowers' session ids are public (README, schemas/fixtures/demo.json), so
 * in production their data is never seeded nor served: the server refuses to start rather than quietly dropping
 * --demo, which would hide the misconfiguration.
 */
export class DemoInProductionError extends Error {
  override name = 'DemoInProductionError';
}

export const demoInProductionMessage =
  'Demo mode (--demo) is refused in production (NODE_ENV=production): the demo borrowers and their public session ids must never be seeded or served there. Start the server without --demo.';

/** Whether the database holds any demo session (a database that once ran with --demo). */
async function holdsDemoSessions(db: Db): Promise<boolean> {
  const ids = demoCorpus.borrowers.map((borrower) => borrower.session.sessionId);
  const { rows } = await db.query('SELECT 1 FROM sessions WHERE session_id = ANY($1::text[]) LIMIT 1', [ids]);
  return rows.length > 0;
}

/** Opens the database, migrates, seeds in demo mode, and listens. Throws DemoInProductionError for demo in production. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = loadConfig();
  const production = options.production ?? config.production;
  const demo = options.demo ?? false;
  // Before the database is even opened: nothing demo touches a production database.
  if (demo && production) throw new DemoInProductionError(demoInProductionMessage);
  const ownDatabase = options.dataDir !== undefined || options.memory === true;
  const db = await openDatabase({
    dataDir: options.dataDir ?? config.dataDir,
    databaseUrl: options.databaseUrl ?? (ownDatabase ? undefined : config.databaseUrl),
    memory: options.memory ?? false,
  });
  try {
    await migrate(db);
    if (demo) await seed(db);
    // A database that once ran with --demo would serve the public demo sessions: production refuses it too.
    if (production && (await holdsDemoSessions(db))) {
      throw new DemoInProductionError(
        'This database holds the demo borrowers (it once ran with --demo), whose session ids are public: production refuses to serve it. Use a database that never ran in demo mode.',
      );
    }
    // Complaint images: a bucket shared by every copy, or a folder beside the database (memory databases too:
    // uploads outlive a test's server).
    const dataDir = options.dataDir ?? config.dataDir;
    const imageStore = options.imageStore ?? config.imageStore;
    const unrecordedGraceMs = options.uploadUnrecordedGraceMs ?? config.uploadUnrecordedGraceMs;
    const storage: ImageStorage =
      imageStore.kind === 's3' ? s3Storage({ ...imageStore, unrecordedGraceMs }) : folderStorage(path.join(dataDir, 'uploads'), { unrecordedGraceMs });
    // What uploads cut short by a crash left, removed before listening. Only where the store is this database's
    // own: a bucket (every copy shares it and the database), or a folder beside its PGlite files, or a folder given
    // for a PostgreSQL database that holds no PGlite database (whose uploads these would be).
    const ownsUploads =
      imageStore.kind === 's3' ||
      (!(options.memory ?? false) && (db.kind === 'pglite' || (options.dataDir !== undefined && !existsSync(path.join(dataDir, 'pglite')))));
    const lifecycle = createLifecycle();
    const swept = ownsUploads ? await sweepUnrecordedImages(db, storage) : [];
    setLoanTerms(options.loanTerms ?? config.loanTerms);
    setFailureRollbackAt(config.publishedFailureRollbackAt);
    const app = await buildServer({
      db,
      demo,
      production,
      distDir: options.distDir ?? config.distDir,
      logger: options.logger ?? false,
      trustProxy: options.trustProxy ?? config.trustProxy,
      allowedLinkHosts: options.allowedLinkHosts ?? config.allowedLinkHosts,
      storage,
      lifecycle,
      ...(options.callSources ? { callSources: options.callSources } : {}),
      ...(options.schemasRoot ? { schemasRoot: options.schemasRoot } : {}),
      staffToken: options.staffToken ?? config.staffToken,
    });
    const reportSwept = (removed: string[]) => {
      if (removed.length > 0) app.log.warn({ removed }, 'Removed the upload files that no complaint_images row records (uploads cut short by a crash).');
    };
    reportSwept(swept);
    // Objects a crash left younger than the grace outlive the sweep at start: swept again once a grace has passed.
    const sweeper = ownsUploads
      ? setInterval(() => {
          sweepUnrecordedImages(db, storage).then(reportSwept, (error: unknown) => app.log.error({ err: error }, 'The sweep of unrecorded uploads failed; it runs again later.'));
        }, Math.max(unrecordedGraceMs, 1000))
      : undefined;
    sweeper?.unref();
    const host = options.host ?? config.host;
    await app.listen({ port: options.port ?? config.port, host });
    lifecycle.ready = true;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    return {
      url: `http://${shownHost}:${port}`,
      app,
      db,
      async close() {
        clearInterval(sweeper);
        lifecycle.draining = true;
        const drainMs = options.shutdownDrainMs ?? config.shutdownDrainMs;
        if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
        const overdue = setTimeout(() => app.server.closeAllConnections(), options.shutdownTimeoutMs ?? config.shutdownTimeoutMs);
        try {
          await app.close();
        } finally {
          clearTimeout(overdue);
        }
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
