import type { FastifyInstance } from 'fastify';
import { buildServer, type LogOptions } from './http/app.ts';
import type { CallSources } from './http/calls.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Db } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';

export interface StartServerOptions {
  /** 0 picks a free port. Defaults come from the environment (config.ts). */
  port?: number;
  host?: string;
  /** The PGlite file database goes to `${dataDir}/pglite`. Giving a dataDir (or memory) ignores DATABASE_URL. */
  dataDir?: string;
  memory?: boolean;
  databaseUrl?: string;
  /** Seeds the demo borrowers and enables /dev/* (outside production). */
  demo?: boolean;
  production?: boolean;
  distDir?: string;
  logger?: boolean | LogOptions;
  /** Where call schemas and handlers are read from; schemas/api and server/handlers unless a test narrows them. */
  callSources?: CallSources;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234, no trailing slash. */
  url: string;
  app: FastifyInstance;
  db: Db;
  /** Stops listening, then closes the database. */
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds in demo mode, and listens. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = loadConfig();
  const ownDatabase = options.dataDir !== undefined || options.memory === true;
  const db = await openDatabase({
    dataDir: options.dataDir ?? config.dataDir,
    databaseUrl: options.databaseUrl ?? (ownDatabase ? undefined : config.databaseUrl),
    memory: options.memory ?? false,
  });
  try {
    await migrate(db);
    const demo = options.demo ?? false;
    if (demo) await seed(db);
    const app = await buildServer({
      db,
      demo,
      production: options.production ?? config.production,
      distDir: options.distDir ?? config.distDir,
      logger: options.logger ?? false,
      ...(options.callSources ? { callSources: options.callSources } : {}),
    });
    const host = options.host ?? config.host;
    await app.listen({ port: options.port ?? config.port, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    return {
      url: `http://${shownHost}:${port}`,
      app,
      db,
      async close() {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
